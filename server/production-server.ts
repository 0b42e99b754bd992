import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import type * as AppModule from './app';
import { answerErrors } from './error-answer';
import { createBaseApp, serveBuiltAssets } from './http';
import { exitOnStartFailure, listenAndHandleShutdown } from './lifecycle';
import { refuseStrayTestMode } from './test-harness';

/** The built server, loaded by server.ts once the production mode is fixed. */
const here = path.dirname(fileURLToPath(import.meta.url));
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: undefined });

async function main(): Promise<string> {
  refuseStrayTestMode(process.env.SITE_MODE, process.argv);
  const appModule = (await import(path.join(here, 'server', 'index.js'))) as typeof AppModule;
  const settings = await appModule.startApp();
  const app = createBaseApp({ logger, strictCsp: true, settings, pages: appModule.app });
  serveBuiltAssets(app, path.join(here, 'client'));
  if (settings.SITE_MODE !== 'production') {
    const { mountDevIssuer } = await import('./dev-issuer');
    mountDevIssuer(app, settings);
  }
  app.use(appModule.app);
  app.use(answerErrors(logger));
  const server = await listenAndHandleShutdown(app, settings, logger, appModule.stopApp);
  const address = server.address();
  return `http://localhost:${typeof address === 'object' && address ? address.port : settings.PORT}`;
}

/**
 * The site's address once it listens, for `npm run demo` to print its sign-in help only then. When the site cannot
 * start, the reason is printed and the process exits, so this never settles.
 */
export const listening: Promise<string> = main().catch(exitOnStartFailure(logger));
