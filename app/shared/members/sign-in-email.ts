/**
 * Whether saving `after` over `before` changes which Google account signs in as the member (sign-in ignores case);
 * `undefined` leaves the email as it was.
 */
export function changesSignInEmail(before: string | null, after: string | null | undefined): boolean {
  return after !== undefined && (before ?? '').toLowerCase() !== (after ?? '').toLowerCase();
}
