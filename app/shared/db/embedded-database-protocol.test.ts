import { describe, expect, it } from 'vitest';
import { errorFromData, errorToData } from './embedded-database-protocol';

describe('a database error crossing between threads', () => {
  it('keeps its name, message and fields, and is an Error again on the other side', () => {
    const original = Object.assign(new Error('conflicting key value violates exclusion constraint "one_regent"'), {
      code: '23P01',
      severity: 'ERROR',
      constraint: 'one_regent',
      table: 'officer_terms',
      length: 200,
      queryOptions: { parsers: { 1184: (value: string) => value } },
    });
    original.name = 'DatabaseError';
    const copy = errorFromData(structuredClone(errorToData(original)));
    expect(copy).toBeInstanceOf(Error);
    expect(copy).toMatchObject({
      name: 'DatabaseError',
      message: original.message,
      code: '23P01',
      severity: 'ERROR',
      constraint: 'one_regent',
      table: 'officer_terms',
      length: 200,
    });
    expect(copy).not.toHaveProperty('queryOptions');
  });

  it('turns a thrown value that is not an Error into one with its text', () => {
    expect(errorFromData(errorToData('gone'))).toMatchObject({ name: 'Error', message: 'gone' });
  });
});
