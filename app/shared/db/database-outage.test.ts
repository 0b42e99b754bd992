import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-outage';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** As Drizzle reports a failed query: its own error, the driver's as the cause. */
const fromDrizzle = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an administrator shutdown (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', withCode('57P02')],
    ['a server still starting (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a connection that never came', new Error('timeout exceeded when trying to connect')],
  ])('recognises %s, also wrapped by Drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(fromDrizzle(error))).toBe(true);
  });

  it('recognises a refused dual-stack connection (an AggregateError)', () => {
    const refused = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed');
    expect(isDatabaseUnavailable(fromDrizzle(refused))).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value')],
    ['a syntax error (42601)', withCode('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'oops'],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(fromDrizzle(error))).toBe(false);
  });
});
