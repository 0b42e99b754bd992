/** Calls a route action or loader as React Router would, and reads what it answered or threw. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

type Handler = (args: { request: Request; params: object; context: object }) => unknown;

export async function callRoute<T = unknown>(handler: Handler, request: Request): Promise<Answer<T>> {
  let outcome: unknown;
  try {
    outcome = await handler({ request, params: {}, context: { cspNonce: '' } });
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    const text = await outcome.text();
    return { status: outcome.status, body: text as T, headers: outcome.headers };
  }
  const wrapped = outcome as { type?: string; data?: unknown; init?: { status?: number } } | null;
  if (wrapped?.type === 'DataWithResponseInit')
    return { status: wrapped.init?.status ?? 200, body: wrapped.data as T, headers: new Headers() };
  return { status: 200, body: outcome as T, headers: new Headers() };
}

/** A form POST to `path`, signed in with `cookie` when given. */
export function formPost(path: string, fields: Record<string, string | Blob> | FormData, cookie?: string): Request {
  const body = fields instanceof FormData ? fields : new FormData();
  if (!(fields instanceof FormData)) for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request(`http://localhost${path}`, { method: 'POST', body, headers: cookie ? { Cookie: cookie } : {} });
}
