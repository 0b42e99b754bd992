import type { HeadersArgs } from 'react-router';

/**
 * A route's answer headers: its parent's, plus the Retry-After its action answered with. Without a headers export
 * React Router keeps only the cookies of an action's answer, and a busy refusal must say when to try again.
 */
export function keepActionRetryAfter({ parentHeaders, actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}
