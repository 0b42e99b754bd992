import { LINKEDIN_PREFIX } from '../config/chapter';

/** SPEC section 5's message for a LinkedIn address that is not a profile link. */
export const LINKEDIN_MESSAGE = `LinkedIn URL must start with ${LINKEDIN_PREFIX}`;

/** A LinkedIn address is optional; when given it must be a profile link (SPEC section 5). */
export function isValidLinkedinUrl(url: string | null | undefined): boolean {
  const value = url?.trim() ?? '';
  return value === '' || value.startsWith(LINKEDIN_PREFIX);
}
