import { CALLBACK_PATH } from '../session/dev-issuer-client';

/** Where the issuer sends the browser back with a one-time code and state: its query string is never logged. */
const QUERY_NOT_LOGGED = new Set([CALLBACK_PATH]);

/** OAuth and sign-in parameters that would let a reader of the logs finish or replay someone's sign-in. */
const SECRET_PARAMS = new Set([
  'code',
  'state',
  'nonce',
  'code_verifier',
  'code_challenge',
  'id_token',
  'access_token',
  'refresh_token',
  'token',
  'client_secret',
]);

/** A request address fit for the logs: the callback's query dropped, secret parameters' values hidden. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const path = url.slice(0, at);
  const pathname = path.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '').replace(/(.)\/+$/, '$1');
  if (QUERY_NOT_LOGGED.has(pathname.toLowerCase())) return `${path}?(not logged)`;
  const params = new URLSearchParams(url.slice(at + 1).split('#')[0]);
  const secret = [...new Set(params.keys())].filter((key) => SECRET_PARAMS.has(key.toLowerCase()));
  if (secret.length === 0) return url;
  for (const key of secret) params.set(key, 'hidden');
  return `${path}?${params}`;
}
