export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The Cache-Control an answer leaves with: a member's answer is private and never stored, unless its route
 * declared it public (the same bytes for everyone, like an uploaded picture under its permanent key).
 */
export function cachingFor(declared: string | undefined, forMember: boolean): string | undefined {
  if (!forMember || (declared !== undefined && /(^|,)\s*public\b/i.test(declared))) return declared;
  return PRIVATE_NO_STORE;
}

/** Whether a Set-Cookie header as Node holds it (one line or several) sets the named cookie. */
export function setsCookie(header: number | string | string[] | undefined, name: string): boolean {
  const lines = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return lines.some((line) => line.startsWith(`${name}=`));
}
