import { describe, expect, it } from 'vitest';
import { databaseErrorCode, sqlState } from './sql-state';

const driverError = (code: string, constraint?: string) =>
  Object.assign(new Error('duplicate key value violates unique constraint'), { code, constraint });
const wrapped = (cause: unknown) => new Error('Failed query: insert into ...', { cause });

describe('sqlState', () => {
  it("reads the driver's code on the error itself", () => {
    expect(sqlState(driverError('23505'))).toBe('23505');
  });

  it("reads the driver's code through Drizzle's wrapping, and a second wrapping", () => {
    expect(sqlState(wrapped(driverError('23P01')))).toBe('23P01');
    expect(sqlState(wrapped(wrapped(driverError('40001'))))).toBe('40001');
  });

  it('answers null for an error without a code, a code that is not a string, and what is not an error', () => {
    expect(sqlState(new Error('no code'))).toBeNull();
    expect(sqlState(Object.assign(new Error('numeric'), { code: 23505 }))).toBeNull();
    expect(sqlState(undefined)).toBeNull();
    expect(sqlState('23505')).toBeNull();
  });

  it('stops looking after a few causes, so a cause that loops back ends', () => {
    const looping: { cause?: unknown } = {};
    looping.cause = looping;
    expect(sqlState(looping)).toBeNull();
  });
});

describe('databaseErrorCode', () => {
  it('gives the constraint the database named beside the code, and only the two', () => {
    expect(databaseErrorCode(wrapped(driverError('23505', 'members_email_lower_idx')))).toEqual({
      code: '23505',
      constraint: 'members_email_lower_idx',
    });
    expect(databaseErrorCode(wrapped(driverError('23505')))).toEqual({ code: '23505' });
  });
});
