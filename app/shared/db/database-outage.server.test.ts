import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseReached, noticingDatabaseFailures, readOrFallback } from './database-outage.server';
import { logger } from '../runtime/logger.server';

const outage = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

afterEach(() => {
  databaseReached();
  vi.restoreAllMocks();
});

describe('readOrFallback', () => {
  it('answers what the read gives, noticing no failure', async () => {
    const { value, failed } = await noticingDatabaseFailures(() =>
      readOrFallback(
        async () => 'read',
        () => 'shipped',
        'x',
      ),
    );
    expect([value, failed]).toEqual(['read', false]);
  });

  it('answers the fallback for a failed read, logged and noticed', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const read = () => Promise.reject(new Error('column "x" does not exist'));
    const { value, failed } = await noticingDatabaseFailures(() =>
      readOrFallback(read, () => 'shipped', 'could not read'),
    );
    expect([value, failed]).toEqual(['shipped', true]);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'could not read');
  });

  it('falls back during an outage too, unless told to throw it on', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect(
      await readOrFallback(
        () => Promise.reject(outage()),
        () => null,
        'could not read',
      ),
    ).toBeNull();
    const error = outage();
    await expect(
      readOrFallback(
        () => Promise.reject(error),
        () => null,
        'x',
        { throwOutage: true },
      ),
    ).rejects.toBe(error);
  });

  it('still falls back for any other failure when told to throw outages on', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const read = () => Promise.reject(new Error('syntax error'));
    expect(await readOrFallback(read, () => 'shipped', 'x', { throwOutage: true })).toBe('shipped');
  });
});
