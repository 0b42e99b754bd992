import type { ServerBuild } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SITE_UNAVAILABLE } from '../app/lib/database-outage';
import { logger } from '../app/lib/logger.server';
import { answerDatabaseOutages } from './database-outage-answers';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

function buildWith(loader: () => unknown, action?: () => unknown): ServerBuild {
  const module = { default: () => null, loader, ...(action ? { action } : {}) };
  return { routes: { root: { id: 'root', path: '', module } } } as unknown as ServerBuild;
}

const call = (handler: unknown) => (handler as () => Promise<unknown>)();

describe('answerDatabaseOutages', () => {
  it('turns an unreachable database in a loader or an action into a 503 answer, logged once', async () => {
    const errorLog = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const fail = () => Promise.reject(refused());
    const { module } = answerDatabaseOutages(buildWith(fail, fail)).routes.root!;
    for (const handler of [module.loader, module.action, module.loader]) {
      const thrown = await call(handler).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      const answer = thrown as Response;
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toBe('60');
      expect(await answer.text()).toBe(SITE_UNAVAILABLE);
    }
    expect(errorLog).toHaveBeenCalledTimes(1);
    errorLog.mockRestore();
  });

  it('leaves other failures and results as they were', async () => {
    const bug = new TypeError('a bug');
    const { module } = answerDatabaseOutages(buildWith(() => Promise.reject(bug))).routes.root!;
    await expect(call(module.loader)).rejects.toBe(bug);
    const fine = answerDatabaseOutages(buildWith(() => ({ ok: true }))).routes.root!.module;
    await expect(call(fine.loader)).resolves.toEqual({ ok: true });
    expect(fine.action).toBeUndefined();
  });
});
