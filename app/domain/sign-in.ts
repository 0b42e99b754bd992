export const NOT_IN_SYSTEM = 'Your account does not exist in the system. Please contact support.';

/** The email a sign-in may use: present and verified by the issuer, lower-cased; otherwise null. */
export function verifiedEmail(claims: { email?: unknown; email_verified?: unknown }): string | null {
  if (typeof claims.email !== 'string' || claims.email.trim() === '') return null;
  if (claims.email_verified !== true && claims.email_verified !== 'true') return null;
  return claims.email.trim().toLowerCase();
}

/**
 * Whether saving `after` over `before` changes which Google account signs in as the member (sign-in ignores case);
 * `undefined` leaves the email as it was.
 */
export function changesSignInEmail(before: string | null, after: string | null | undefined): boolean {
  return after !== undefined && (before ?? '').toLowerCase() !== (after ?? '').toLowerCase();
}

/** Only our own pages may be returned to after sign-in; anything else goes to the dashboard. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/dashboard';
  if (value.startsWith('/login') || value.startsWith('/auth')) return '/dashboard';
  return value;
}
