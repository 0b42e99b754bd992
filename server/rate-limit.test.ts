import type { AddressInfo } from 'node:net';
import { createRequestHandler } from '@react-router/express';
import express, { type Request, type RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../app/shared/limits/rate-limiter';
import { tooManyRequests, type TooManyRequests } from '../app/shared/limits/too-many-requests';
import { limitRequests } from './rate-limit';

/**
 * React Router serving a site of two routes, as the real one does: a root page whose loader turns the server's
 * refusal into a 429 page (with the refusal's Retry-After) and a resource route with only an action, like the visit
 * log. The document is the status line, which is all these tests read.
 */
function pagesOf(): RequestHandler {
  const routes = {
    root: {
      id: 'root',
      path: '',
      module: {
        default: () => null,
        ErrorBoundary: () => null,
        loader: ({ context }: { context: { tooManyRequests?: TooManyRequests } }) => {
          if (context.tooManyRequests) throw tooManyRequests(context.tooManyRequests.retryAfterSeconds);
          return null;
        },
        headers: ({ errorHeaders }: { errorHeaders?: Headers }) =>
          errorHeaders?.get('Retry-After') ? { 'Retry-After': errorHeaders.get('Retry-After')! } : {},
      },
    },
    'api/log-visit': {
      id: 'api/log-visit',
      parentId: 'root',
      path: 'api/log-visit',
      module: { action: () => new Response(null, { status: 204 }) },
    },
  };
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response(`page ${status}`, {
            status,
            headers: { ...Object.fromEntries(headers), 'Content-Type': 'text/html' },
          }),
      },
    },
    routes,
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: Object.fromEntries(
        Object.values(routes).map((route) => [
          route.id,
          {
            ...route,
            module: `/${route.id}.js`,
            hasAction: 'action' in route.module,
            hasLoader: 'loader' in route.module,
          },
        ]),
      ),
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
  return createRequestHandler({
    build,
    getLoadContext: (_req, res) => ({
      cspNonce: '',
      tooManyRequests: res.locals.tooManyRequests as TooManyRequests | undefined,
    }),
  });
}

/** The site's middleware order: the request log sees each request as it finishes, then the limit, then the pages. */
async function serve(max: number) {
  const logged: string[] = [];
  const app = express();
  app.use((req, res, next) => {
    res.on('finish', () => logged.push(`${req.method} ${req.originalUrl} ${res.statusCode}`));
    next();
  });
  const pages = pagesOf();
  app.use(
    limitRequests({
      limiter: createRateLimiter({ windowMs: 60_000, max }),
      keyOf: (req: Request) => req.get('X-Key'),
      pages,
    }),
  );
  app.use(pages);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = async (path: string, init: { method?: string; key?: string; accept?: string } = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.key ? { 'X-Key': init.key } : {}), Accept: init.accept ?? '*/*' },
    });
    return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: await response.text() };
  };
  const close = () => new Promise((resolve) => server.close(resolve));
  return { send, logged, close };
}

const HTML = 'text/html,application/xhtml+xml';

describe('limitRequests', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve(2)));
  afterAll(() => site.close());

  it('lets max requests through per key and window, then refuses a script with 429, Retry-After and when', async () => {
    expect((await site.send('/api/log-visit', { method: 'POST', key: 'script' })).status).toBe(204);
    expect((await site.send('/api/log-visit', { method: 'POST', key: 'script' })).status).toBe(204);
    expect(await site.send('/api/log-visit', { method: 'POST', key: 'script' })).toEqual({
      status: 429,
      retryAfter: '60',
      body: 'Too many requests. Please try again in 60 seconds.',
    });
    expect((await site.send('/api/log-visit', { method: 'POST', key: 'another' })).status).toBe(204);
  });

  it('never counts a request without a key', async () => {
    for (let n = 0; n < 5; n++) expect((await site.send('/api/log-visit', { method: 'POST' })).status).toBe(204);
  });

  it('shows a refused browser read of a page the 429 page, with Retry-After', async () => {
    for (let n = 0; n < 2; n++) await site.send('/', { key: 'browser', accept: HTML });
    expect(await site.send('/', { key: 'browser', accept: HTML })).toEqual({
      status: 429,
      retryAfter: '60',
      body: 'page 429',
    });
  });

  it('answers a refused browser post with the text and Retry-After, does nothing and logs it as the post it was', async () => {
    for (let n = 0; n < 2; n++) await site.send('/api/log-visit', { method: 'POST', key: 'form', accept: HTML });
    expect(await site.send('/api/log-visit', { method: 'POST', key: 'form', accept: HTML })).toEqual({
      status: 429,
      retryAfter: '60',
      body: 'Too many requests. Please try again in 60 seconds.',
    });
    expect(site.logged.at(-1)).toBe('POST /api/log-visit 429');
  });
});
