import { z } from 'zod';
import { sitePath } from '../../shared/text/safe-link';

export const NOT_IN_SYSTEM = 'Your account does not exist in the system. Please contact support.';

/** The email a sign-in may use: present and verified by the issuer, lower-cased; otherwise null. */
export function verifiedEmail(claims: { email?: unknown; email_verified?: unknown }): string | null {
  if (typeof claims.email !== 'string' || claims.email.trim() === '') return null;
  if (claims.email_verified !== true && claims.email_verified !== 'true') return null;
  return claims.email.trim().toLowerCase();
}

const AFTER_SIGN_IN = '/dashboard';

/** Longer than any address of ours; the return address travels in the sign-in cookie, which browsers cap at 4 KB. */
const MAX_RETURN_LENGTH = 1000;

/**
 * Only a path of our own (see sitePath) may be returned to after sign-in, never the sign-in pages themselves (a
 * loop); anything else goes to the dashboard. Returns the path as a browser would resolve it.
 */
export function safeReturnTo(value: string | null | undefined): string {
  const url = value && value.length <= MAX_RETURN_LENGTH ? sitePath(value) : undefined;
  if (!url) return AFTER_SIGN_IN;
  const path = url.pathname.toLowerCase();
  if (path.startsWith('/login') || path.startsWith('/auth')) return AFTER_SIGN_IN;
  return url.pathname + url.search + url.hash;
}

/** One sign-in attempt as kept in its cookie. The return address is checked again: the cookie may predate a rule. */
const signInFlow = z.object({
  verifier: z.string().min(1),
  state: z.string().min(1),
  nonce: z.string().min(1),
  returnTo: z.string().transform(safeReturnTo),
  /** When the attempt started (ms since 1970): an attempt is refused by its age, however long its cookie is kept. */
  issuedAt: z.number().int().nonnegative(),
});

export type SignInFlow = z.infer<typeof signInFlow>;

/** The attempt the sign-in cookie holds, or null when it is missing or not one. */
export function parseSignInFlow(value: unknown): SignInFlow | null {
  const parsed = signInFlow.safeParse(value);
  return parsed.success ? parsed.data : null;
}
