import zlib from 'node:zlib';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { noticingDatabaseFailures } from '../app/shared/db/database-outage.server';
import { chapterToday } from '../app/shared/members/current-position.server';
import { now } from '../app/shared/time/clock.server';
import { sessionIdOf } from '../app/shared/session/cookies.server';
import { findSessionMember, hashSessionId } from '../app/shared/session/sessions.server';
import { keptPageOf, renderKey, type ChangeVersions, type KeptPage } from './kept-page-rule';

/** A page as rendered once: what its audience gets until its key changes. */
interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The CSP nonce the page's scripts carry; each answer's policy names it. */
  nonce: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  /**
   * Whether later requests may get it: not an error page, an answer setting a cookie, nor a page that left a
   * section out or showed its defaults because a read failed. Those go only to the requests that waited for them.
   */
  keep: boolean;
}

interface Kept {
  key: string;
  page: Promise<RenderedPage>;
}

/**
 * The copies kept at most: five public pages and one dashboard per session in use. A chapter has a few hundred
 * sessions at most, each copy some tens of kilobytes with its compressed forms; past this the oldest go first.
 */
const MAX_KEPT = 500;

export interface KeptPagesOptions {
  /** Renders a page as the site would for the request, with scripts under the given nonce. */
  render: (request: Request, nonce: string) => Promise<Response>;
  /** The versions of what the pages show; each changes when a change to it commits. */
  versions: () => Promise<ChangeVersions>;
  /** Called when the public version read differs from the one before, before anything renders under it. */
  onNewPublicVersion?: () => void;
}

/**
 * Serves the pages `keptPageOf` names from memory, each rendered once per `renderKey` (decision 0009). A copy answers
 * with the status, headers and compression a fresh render would have; anything else goes on to the site.
 */
export function servePagesFromMemory(options: KeptPagesOptions): RequestHandler {
  const kept = new Map<string, Kept>();
  let lastPublicVersion: string | undefined;

  /** Puts the entry last, as the map's order is the order of use, and lets the least used go past the bound. */
  function keepLast(slot: string, entry: Kept): Kept {
    kept.delete(slot);
    kept.set(slot, entry);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
    return entry;
  }

  async function copyFor(wanted: KeptPage, req: ExpressRequest, res: ExpressResponse): Promise<RenderedPage | null> {
    const versions = await options.versions();
    if (versions.public !== lastPublicVersion) {
      lastPublicVersion = versions.public;
      options.onNewPublicVersion?.();
    }
    const cookie = wanted.audience === 'session' ? (req.get('Cookie') ?? '') : '';
    // A session's copy goes only to that session, checked afresh on every request: signed out, expired or ended
    // by a conversion, it gets what the site answers instead.
    const sessionId = cookie ? await sessionIdOf(cookie) : null;
    if (wanted.audience === 'session' && !(sessionId && (await findSessionMember(sessionId)))) return null;
    const slot = sessionId ? `${wanted.page}|${hashSessionId(sessionId)}` : wanted.page;
    const key = renderKey(wanted, versions, chapterToday(), now().getTime());
    const known = kept.get(slot);
    if (known?.key === key) return keepLast(slot, known).page;
    const entry = keepLast(slot, {
      key,
      page: renderPage(options.render, wanted.page, cookie, String(res.locals.cspNonce ?? '')),
    });
    // A page not kept, or failing to render, is rendered again for the next request.
    const forget = () => {
      if (kept.get(slot) === entry) kept.delete(slot);
    };
    entry.page.then((rendered) => rendered.keep || forget(), forget);
    return entry.page;
  }

  return (req, res, next) => {
    const wanted = keptPageOf({ method: req.method, path: req.path, search: searchOf(req), cookie: req.get('Cookie') });
    // A request over a limit gets the site's refusal page, never a copy.
    if (!wanted || res.locals.tooManyRequests) return next();
    copyFor(wanted, req, res).then(
      (rendered) => (rendered ? send(req, res, rendered) : next()),
      // The versions or the session could not be read, or the page not rendered: the site answers as it would.
      () => next(),
    );
  };
}

function searchOf(req: ExpressRequest): string {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? '' : req.originalUrl.slice(at);
}

async function renderPage(
  render: KeptPagesOptions['render'],
  page: string,
  sessionCookie: string,
  nonce: string,
): Promise<RenderedPage> {
  const { value: rendered, failed } = await noticingDatabaseFailures(async () => {
    // A fixed origin and no header of the request's but its session cookie (a session's own copy): nothing else of
    // one request can reach the copy later requests get.
    const headers: Record<string, string> = { Accept: 'text/html' };
    if (sessionCookie) headers.Cookie = sessionCookie;
    const request = new Request(new URL(page, 'http://localhost'), { headers });
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
