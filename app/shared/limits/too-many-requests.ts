import { data } from 'react-router';
import { tryAgainIn } from './try-again';

/** What a refused request carries to the error page: how long to wait. */
export interface TooManyRequests {
  retryAfterSeconds: number;
}

/** Thrown by a loader or action: the root error boundary shows it in the site's layout. */
export function tooManyRequests(retryAfterSeconds: number) {
  return data<TooManyRequests>(
    { retryAfterSeconds },
    { status: 429, statusText: 'Too Many Requests', headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

export function isTooManyRequests(value: unknown): value is TooManyRequests {
  return typeof (value as TooManyRequests | null)?.retryAfterSeconds === 'number';
}

/** The refusal as one line, for a script, a form post or a background request, which get no page. */
export function tooManyRequestsText(retryAfterSeconds: number): string {
  return `Too many requests. ${tryAgainIn(retryAfterSeconds)}`;
}

/** The refusal a resource route answers: the line of text, with Retry-After. */
export function tooManyRequestsResponse(retryAfterSeconds: number): Response {
  return new Response(tooManyRequestsText(retryAfterSeconds), {
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds), 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
