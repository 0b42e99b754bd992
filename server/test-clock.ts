import type { RequestHandler } from 'express';
import { atInstant, testClockOf } from '../app/shared/time/clock.server';
import { env, type Env } from '../app/shared/runtime/env.server';

/**
 * End-to-end tests move one browser's clock (a board taking office on its start date) with a cookie; only a server
 * started with SITE_MODE=test follows it (see app/shared/time/clock.server.ts).
 */
export const followTestClock =
  (settings: () => Env = env): RequestHandler =>
  (req, _res, next) => {
    const instant = settings().SITE_MODE === 'test' ? testClockOf(req.get('Cookie')) : null;
    if (instant) atInstant(instant, next);
    else next();
  };
