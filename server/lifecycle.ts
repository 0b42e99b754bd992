import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Env } from '../app/shared/runtime/env.server';
import { isStartRefusal } from '../app/shared/runtime/start-refusal';

/**
 * Where the site listens unless HOST says: every interface in production, this machine only in the other modes,
 * whose development sign-in lets anyone who reaches the port sign in as any demo account.
 */
const listenHost = (settings: Env) => settings.HOST ?? (settings.SITE_MODE === 'production' ? '0.0.0.0' : '127.0.0.1');

/**
 * Starts listening and, on SIGTERM or SIGINT, stops accepting connections, lets running requests finish (up to
 * 10 s), then closes the database so no write is cut in half.
 */
export function listenAndHandleShutdown(
  app: Express,
  settings: Env,
  logger: Logger,
  stop: () => Promise<void>,
): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(settings.PORT, listenHost(settings), (error?: Error) => {
      if (error) return reject(error);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : settings.PORT;
      logger.info({ port, mode: settings.SITE_MODE }, `listening on http://localhost:${port}`);
      resolve(server);
    });
    let stopping = false;
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down');
      const force = setTimeout(() => server.closeAllConnections(), 10_000).unref();
      server.close(() => {
        clearTimeout(force);
        stop()
          .catch((error: unknown) => logger.error({ err: error }, 'error while closing the database'))
          .finally(() => process.exit(0));
      });
      server.closeIdleConnections();
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
  });
}

/**
 * Ends a start that failed: a refusal written for people (StartRefusal) is printed as its sentence alone; anything
 * else is a crash, logged with its stack.
 */
export function exitOnStartFailure(logger: Logger): (error: unknown) => never {
  return (error) => {
    if (isStartRefusal(error)) console.error(error.message);
    else logger.fatal({ err: error }, error instanceof Error ? error.message : 'failed to start');
    process.exit(1);
  };
}
