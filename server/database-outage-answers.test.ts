import type { AddressInfo } from 'node:net';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SITE_UNAVAILABLE } from '../app/shared/db/database-outage';
import { logger } from '../app/shared/runtime/logger.server';
import { answerDatabaseOutages, setOutageHeaders } from './database-outage-answers';

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
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
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

describe('setOutageHeaders', () => {
  // React Router answers a page's 503 with the page's own headers, not those of the answer the loader threw.
  it("gives a 503 sent with a page's headers Retry-After and no-store, keeps a 503's own Retry-After, and leaves other answers alone", async () => {
    const app = express();
    app.use(setOutageHeaders);
    app.get('/busy', (_req, res) => void res.status(503).setHeader('Retry-After', '5').send('busy'));
    app.get('/:status', (req, res) => {
      res.status(Number(req.params.status)).setHeader('Cache-Control', 'private, no-cache').send('page');
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const outage = await fetch(`${origin}/503`);
      expect(outage.headers.get('Retry-After')).toBe('60');
      expect(outage.headers.get('Cache-Control')).toBe('no-store');
      const busy = await fetch(`${origin}/busy`);
      expect(busy.headers.get('Retry-After')).toBe('5');
      expect(busy.headers.get('Cache-Control')).toBe('no-store');
      const page = await fetch(`${origin}/200`);
      expect(page.headers.get('Retry-After')).toBeNull();
      expect(page.headers.get('Cache-Control')).toBe('private, no-cache');
    } finally {
      server.close();
    }
  });
});
