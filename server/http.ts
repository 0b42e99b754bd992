import crypto from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { DEV_ISSUER_PATH } from '../app/shared/session/dev-issuer-client';
import { addressKey } from '../app/shared/limits/address-key';
import { servedOverHttps, type Env } from '../app/shared/runtime/env.server';
import { loggableUrl } from '../app/shared/runtime/loggable-url';
import { createRateLimiter } from '../app/shared/limits/rate-limiter';
import { precompressedAssets } from './precompressed';
import { limitRequests } from './rate-limit';

/**
 * Middleware shared by the production and development servers: request logging, security headers with a
 * per-request CSP nonce, compression and the request limits.
 */
export function createBaseApp(options: {
  logger: Logger;
  strictCsp: boolean;
  settings: Env;
  /** The site's pages (React Router), which render a refused request's page in the layout. */
  pages: RequestHandler;
}): Express {
  const { settings } = options;
  const app = express();
  app.disable('x-powered-by');
  if (settings.TRUST_PROXY !== undefined) app.set('trust proxy', settings.TRUST_PROXY);

  app.use(requestLog(options.logger));
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: options.strictCsp
        ? {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
              // react-d3-tree positions nodes with inline styles.
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'https://lh3.googleusercontent.com'],
              connectSrc: ["'self'"],
              formAction: ["'self'", 'https://accounts.google.com'],
              frameAncestors: ["'none'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              upgradeInsecureRequests: null,
            },
          }
        : false,
      crossOriginEmbedderPolicy: false,
      // Other sites learn nothing of the page a link came from, but the site's own form posts keep a real Origin:
      // under no-referrer a browser sends `Origin: null`, which the same-origin checks must refuse from browsers
      // that do not send Sec-Fetch-Site (older Safari).
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: servedOverHttps(settings),
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });
  // After the security headers, so a refusal carries them as every other answer does.
  app.use(refuseOtherMethods);
  app.use(compression());
  app.use(limitRequestBodies(MAX_BODY_BYTES));
  // Each purpose has a budget of its own. Sign-in is limited in its callback (app/features/sign-in/sign-in-limits.ts), the visit
  // log per member in its route.
  if (settings.SITE_MODE !== 'production') {
    // A sign-in makes about six requests to the development issuer; a meeting's worth from one address fits.
    app.use(
      DEV_ISSUER_PATH,
      limitRequests({
        limiter: createRateLimiter(DEV_ISSUER_LIMIT),
        keyOf: (req) => (req.ip ? addressKey(req.ip) : undefined),
        pages: options.pages,
      }),
    );
  }
  return app;
}

const DEV_ISSUER_LIMIT = { windowMs: 60_000, max: 1000 };

/**
 * Browser features the site never uses, turned off for it and anything it embeds, so an injected script cannot
 * ask for them. Scanning a QR code happens in the phone's own camera app, which needs no permission from the site.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The methods the site's pages and the development issuer use. */
const METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

/**
 * Any other method gets 405 before a route sees it: React Router cannot represent TRACE as a request, so letting
 * one through would answer 500 and log a stack for a request anyone can send.
 */
const refuseOtherMethods: RequestHandler = (req, res, next) => {
  if (METHODS.includes(req.method)) return next();
  res
    .status(405)
    .set('Allow', METHODS.join(', '))
    .type('text')
    .send(`The method ${req.method} is not used on this site.`);
};

/** The largest request body the site takes: a profile picture (5 MB) with its form fields. */
const MAX_BODY_BYTES = 6 * 1024 * 1024;

/**
 * Refuses a body that is too large before anything reads it, and a body of unknown length (browsers always send
 * Content-Length for forms and fetch), so no route can be made to buffer an endless upload.
 */
function limitRequestBodies(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      if (req.headers['transfer-encoding']) return void res.status(411).type('text').send('Length required.');
      return next();
    }
    // Node discards the unread body after the answer, so the client still gets to read the 413.
    if (Number(declared) > maxBytes) return void res.status(413).type('text').send('The request is too large.');
    next();
  };
}

function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { method: req.method, url: loggableUrl(req.originalUrl), status: res.statusCode, ms: Math.round(ms) },
        'request',
      );
    });
    next();
  };
}

/** Hashed build assets never change, so they are cached for a year; other public files for an hour. */
export function serveBuiltAssets(app: Express, clientDir: string): void {
  app.use('/assets', precompressedAssets(path.join(clientDir, 'assets')));
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  const files = express.static(clientDir, { maxAge: '1h', index: false });
  // Every file the build places there has an extension and no page's address has one, so a page is not looked for
  // on disk first: that look-up (a stat and a not-found error) was a twentieth of a page served from memory.
  app.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
}
