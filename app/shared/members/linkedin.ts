import { z } from 'zod';
import { LINKEDIN_PREFIX } from '../../config/chapter';
import { isSafeExternalUrl } from '../text/safe-link';

/** The message members see, word for word. */
export const LINKEDIN_MESSAGE = `LinkedIn URL must start with ${LINKEDIN_PREFIX}`;

/** Whether a LinkedIn address is acceptable: empty (none given) or a profile address under the prefix. */
export function isValidLinkedinUrl(value: string | null | undefined): boolean {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return true;
  return trimmed.startsWith(LINKEDIN_PREFIX) && trimmed.length > LINKEDIN_PREFIX.length && isSafeExternalUrl(trimmed);
}

/** A form field for the LinkedIn address: trimmed, empty becomes null, anything else must pass the rule. */
export const linkedinUrlField = z
  .string()
  .trim()
  .max(300, 'LinkedIn URL is too long.')
  .refine(isValidLinkedinUrl, LINKEDIN_MESSAGE)
  .transform((v) => (v === '' ? null : v));
