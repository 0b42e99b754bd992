import zlib from 'node:zlib';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { noticingDatabaseFailures } from '../app/shared/db/database-outage.server';
import { chapterToday } from '../app/shared/members/current-position.server';
import { now } from '../app/shared/runtime/clock.server';
import { cachedPageOf, renderKey } from './public-page-rule';

/** A public page as rendered once: what every signed-out visitor gets until its key changes. */
interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The CSP nonce the page's scripts carry; each answer's policy names it. */
  nonce: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  /**
   * Whether later visitors may get it: not an error page, an answer setting a cookie, nor a page that left a
   * section out or showed its defaults because a read failed. Those go only to the visits that waited for them.
   */
  keep: boolean;
}

interface Kept {
  key: string;
  page: Promise<RenderedPage>;
}

export interface PublicPageCacheOptions {
  /** Renders a page as the site would for a signed-out visitor, with scripts under the given nonce. */
  render: (request: Request, nonce: string) => Promise<Response>;
  /** The version of what the public pages show; changes when a change to it commits. */
  version: () => Promise<string>;
  /** Called when the version read differs from the one before, before anything renders under it. */
  onNewVersion?: () => void;
}

/**
 * Serves the public pages to signed-out visitors from memory: each page is rendered once per version of its data,
 * day in the chapter's time zone (and second, for the rush countdown), and the copy answers every visitor with
 * the status, headers and compression a fresh render would have. Anything else goes on to the site as usual.
 */
export function servePublicPagesFromMemory(options: PublicPageCacheOptions): RequestHandler {
  const kept = new Map<string, Kept>();
  let lastVersion: string | undefined;

  async function pageFor(page: string, res: ExpressResponse): Promise<RenderedPage> {
    const version = await options.version();
    if (version !== lastVersion) {
      lastVersion = version;
      options.onNewVersion?.();
    }
    const key = renderKey(page, version, chapterToday(), now().getTime());
    const known = kept.get(page);
    if (known?.key === key) return known.page;
    const entry: Kept = { key, page: renderPage(options.render, page, String(res.locals.cspNonce ?? '')) };
    kept.set(page, entry);
    // A page not kept, or failing to render, is rendered again for the next visitor.
    const forget = () => {
      if (kept.get(page) === entry) kept.delete(page);
    };
    entry.page.then((rendered) => rendered.keep || forget(), forget);
    return entry.page;
  }

  return (req, res, next) => {
    const page = cachedPageOf({ method: req.method, path: req.path, search: searchOf(req), cookie: req.get('Cookie') });
    if (!page) return next();
    pageFor(page, res).then(
      (rendered) => send(req, res, rendered),
      // The version could not be read or the page not rendered: the site answers as it would without the cache.
      () => next(),
    );
  };
}

function searchOf(req: ExpressRequest): string {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? '' : req.originalUrl.slice(at);
}

async function renderPage(
  render: PublicPageCacheOptions['render'],
  page: string,
  nonce: string,
): Promise<RenderedPage> {
  const { value: rendered, failed } = await noticingDatabaseFailures(async () => {
    // A fixed origin and no headers of the visitor's: nothing of one request can reach the copy others get.
    const request = new Request(new URL(page, 'http://localhost'), { headers: { Accept: 'text/html' } });
    const response = await render(request, nonce);
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  });
  const { response, body } = rendered;
  const keep = !failed && response.status === 200 && !response.headers.has('Set-Cookie');
  const headers = [...response.headers].filter(([name]) => !ENCODING_HEADERS.has(name.toLowerCase()));
  return { status: response.status, headers, body, nonce, encoded: {}, keep };
}

const ENCODING_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

function send(req: ExpressRequest, res: ExpressResponse, page: RenderedPage): void {
  res.status(page.status);
  // Each cookie is its own Set-Cookie line; any other header has one value.
  for (const [name, value] of page.headers) {
    if (name.toLowerCase() === 'set-cookie') res.append(name, value);
    else res.setHeader(name, value);
  }
  nameNonceInPolicy(res, page.nonce);
  res.vary('Accept-Encoding');
  const encoding = req.acceptsEncodings('br', 'gzip');
  const body = encoding === 'br' || encoding === 'gzip' ? encoded(page, encoding) : page.body;
  // Set before compression looks at the answer, so it passes the bytes through as they are.
  if (body !== page.body) res.setHeader('Content-Encoding', encoding as string);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/**
 * The page compressed, once per encoding. Brotli's quality 6 takes about a millisecond for a page, where the
 * highest takes some 30 ms of the event loop for a tenth fewer bytes: too long for the rush page, renewed every
 * second.
 */
function encoded(page: RenderedPage, encoding: 'br' | 'gzip'): Buffer {
  page.encoded[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
      : zlib.gzipSync(page.body);
  return page.encoded[encoding];
}

/**
 * The page's scripts carry the nonce of the render that made the copy, so the policy sent with it names that one
 * instead of the nonce this request was given. It stays unguessable: a copy is rendered after the data it shows
 * was written, so no stored text can carry its nonce, and text from the request (its address) never reaches one.
 */
function nameNonceInPolicy(res: ExpressResponse, nonce: string): void {
  const given = String(res.locals.cspNonce ?? '');
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string' && given !== nonce) {
    res.setHeader('Content-Security-Policy', policy.replace(`'nonce-${given}'`, `'nonce-${nonce}'`));
  }
  res.locals.cspNonce = nonce;
}
