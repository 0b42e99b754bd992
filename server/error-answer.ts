import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';

/**
 * The last handler: an error no route answered (a body parser's refusal, a bug in middleware) gets a short page
 * without its stack, which would show the server's file paths; Express's own handler prints it whenever NODE_ENV
 * is not "production". A client's mistake keeps its 4xx status; anything else is a 500, logged once here.
 */
export function answerErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = clientErrorStatus(error);
    if (status === undefined) logger.error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    // Part of the answer is already sent: cutting the connection is the only honest ending left.
    if (res.headersSent) return void req.socket.destroy();
    res
      .status(status ?? 500)
      .set('Cache-Control', 'no-store')
      .type('text')
      .send(status === undefined ? SERVER_FAULT : clientFault(status));
  };
}

const SERVER_FAULT = 'Something went wrong on our side. Please try again in a minute.';

const clientFault = (status: number) =>
  `The request could not be understood (${status} ${STATUS_CODES[status] ?? 'Error'}). ` +
  'Check the address or form and try again.';

/** The 4xx status Express middleware attaches to a client's mistake (bad JSON, too large), if any. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && value >= 400 && value < 500 ? value : undefined;
}
