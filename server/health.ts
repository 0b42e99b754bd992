import type { RequestHandler } from 'express';
import { isDatabaseReachable } from '../app/shared/db/db.server';

/** GET /healthz: 200 while the database answers, 503 otherwise, for a load balancer or uptime check. */
export const healthz: RequestHandler = async (_req, res) => {
  const ok = await isDatabaseReachable();
  res.set('Cache-Control', 'no-store');
  res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'database unreachable' });
};
