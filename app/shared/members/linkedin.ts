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
