/** How long to wait after too many requests, in words: seconds under two minutes, else whole minutes (rounded up). */
export function tryAgainIn(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 120) return `Please try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`;
  return `Please try again in ${Math.ceil(wait / 60)} minutes.`;
}
