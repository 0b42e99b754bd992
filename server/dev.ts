import type { RequestHandler } from 'express';
import pino from 'pino';
import type * as AppModule from './app';
import { createServer } from 'vite';
import { mountDevIssuer } from './dev-issuer';
import { answerErrors } from './error-answer';
import { createBaseApp } from './http';
import { exitOnStartFailure, listenAndHandleShutdown } from './lifecycle';
import { refuseStrayTestMode } from './test-harness';

/** `npm run dev`: the same server with Vite's dev middleware and hot reload, on the demo chapter. */
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: undefined });

async function main(): Promise<void> {
  process.env.SITE_MODE ??= 'dev';
  refuseStrayTestMode(process.env.SITE_MODE, process.argv);
  process.env.DATA_DIR ??= './data/demo';

  const vite = await createServer({ server: { middlewareMode: true } });
  const load = () => vite.ssrLoadModule('./server/app.ts') as Promise<typeof AppModule>;
  const first = await load();
  const settings = await first.startApp();

  // Reloaded per request, so edits show without a restart.
  const pages: RequestHandler = async (req, res, next) => {
    try {
      (await load()).app(req, res, next);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      next(error);
    }
  };

  // Vite's injected dev scripts are inline, so the strict CSP is applied only to the built server.
  const app = createBaseApp({ logger, strictCsp: false, settings, pages });
  app.use(vite.middlewares);
  mountDevIssuer(app, settings);
  app.use(pages);
  app.use(answerErrors(logger));
  await listenAndHandleShutdown(app, settings, logger, async () => {
    await first.stopApp();
    await vite.close();
  });
}

await main().catch(exitOnStartFailure(logger));
