import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { OUTAGE_HEADERS, isDatabaseUnavailable } from '../app/shared/db/database-outage';
import { databaseUnavailableAnswer } from '../app/shared/db/database-outage.server';
import { beforeHeadersAreSent } from './before-headers';

type Handler = (...args: never[]) => unknown;

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The build with every loader and action answering 503 (databaseUnavailableAnswer) while the database cannot be
 * reached, rather than a bug's 500: done once here for every route, the root's own session lookup included.
 */
export function answerDatabaseOutages(build: ServerBuild): ServerBuild {
  const known = wrapped.get(build);
  if (known) return known;
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const { loader, action } = route.module;
      const module = {
        ...route.module,
        ...(loader ? { loader: answeringOutages(loader) } : {}),
        ...(action ? { action: answeringOutages(action) } : {}),
      };
      return [id, { ...route, module }];
    }),
  );
  const result = { ...build, routes } as ServerBuild;
  wrapped.set(build, result);
  return result;
}

/** One loader or action, answering 503 when the database cannot be reached. */
export function answeringOutages<F extends Handler>(handler: F): F {
  return (async (...args: Parameters<F>) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw databaseUnavailableAnswer(error);
      throw error;
    }
  }) as F;
}

/**
 * Every 503 carries the outage headers. React Router keeps only cookies from an answer a loader threw and sends
 * a page's own headers instead, so they are set here, last, over whatever the page or the member rule chose. A 503
 * that already says when to retry (a busy picture queue, a few seconds) keeps its own time.
 */
export const setOutageHeaders: RequestHandler = (_req, res, next) => {
  beforeHeadersAreSent(res, () => {
    if (res.statusCode !== 503) return;
    if (!res.hasHeader('Retry-After')) res.setHeader('Retry-After', OUTAGE_HEADERS['Retry-After']);
    res.setHeader('Cache-Control', OUTAGE_HEADERS['Cache-Control']);
  });
  next();
};
