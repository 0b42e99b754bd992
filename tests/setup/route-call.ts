/**
 * The one way integration tests call a route's loader or action: as React Router would, with the request a browser
 * would send, reading what it answered or threw (a thrown redirect or refusal is an answer too).
 */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  /** What the route answered: its data, or the body of a Response (text, or bytes when it is not text). */
  data: T;
  headers: Headers;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args are typed per route; tests pass the shared shape
type RouteFunction = (args: any) => unknown;

type FormFields = Record<string, string | Blob | (string | Blob)[]>;

export interface RouteCall {
  /** The signed-in member's session cookie. */
  cookie?: string;
  /** Posts these fields as a browser would: multipart when one is a file, else urlencoded. */
  form?: FormFields | FormData;
  /** Posts this value as JSON. */
  json?: unknown;
  headers?: Record<string, string>;
  /** The route's URL parameters, such as `{ '*': key }` for /media/*. */
  params?: Record<string, string>;
}

/** Calls `route` for `target`: a path on the site (with the options) or a request built by the test. */
export async function callRoute<T = Record<string, unknown>>(
  route: RouteFunction,
  target: string | Request,
  options: RouteCall = {},
): Promise<Answer<T>> {
  const request = typeof target === 'string' ? requestFor(target, options) : target;
  let outcome: unknown;
  try {
    outcome = await route({ request, params: options.params ?? {}, context: { cspNonce: '' } });
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    const type = outcome.headers.get('Content-Type') ?? 'text/plain';
    const text = /^(text\/|application\/json)/.test(type);
    const data = text ? await outcome.text() : new Uint8Array(await outcome.arrayBuffer());
    return { status: outcome.status, data: data as T, headers: outcome.headers };
  }
  const wrapped = outcome as {
    type?: string;
    data?: unknown;
    init?: { status?: number; headers?: HeadersInit } | null;
  };
  if (wrapped?.type === 'DataWithResponseInit') {
    return {
      status: wrapped.init?.status ?? 200,
      data: wrapped.data as T,
      headers: new Headers(wrapped.init?.headers),
    };
  }
  return { status: 200, data: outcome as T, headers: new Headers() };
}

function requestFor(path: string, options: RouteCall): Request {
  const headers: Record<string, string> = { ...options.headers, ...(options.cookie && { Cookie: options.cookie }) };
  const url = `http://localhost${path}`;
  if (options.json !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    return new Request(url, { method: 'POST', headers, body: JSON.stringify(options.json) });
  }
  if (options.form) return new Request(url, { method: 'POST', headers, body: formData(options.form) });
  return new Request(url, { headers });
}

function formData(fields: FormFields | FormData): FormData | URLSearchParams {
  let body = fields;
  if (!(body instanceof FormData)) {
    body = new FormData();
    for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  }
  const text = [...body].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return text.length === [...body].length ? new URLSearchParams(text) : body;
}
