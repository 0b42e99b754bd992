import type { ContentSection } from '../../config/chapter';
import { refused } from '../../shared/forms/action.server';
import { contentSectionsFor } from '../../shared/session/permissions';
import type { SessionMember } from '../../shared/session/sessions.server';

/** Why a change to a section outside the officer's part of the tool was refused; their page shows no such form. */
export const NOT_YOUR_SECTION = 'Nothing was changed: your part of Site Content does not include this section.';

/**
 * For a change to one section of the site content, after requireTool(request, 'site-content'): a role whose part of
 * the tool does not include the section (the Regent saving the rush season) gets 403 and nothing is touched.
 */
export function requireContentSection(member: SessionMember, section: ContentSection, intent: string): SessionMember {
  if (contentSectionsFor(member.role).includes(section)) return member;
  throw refused(intent, 403, NOT_YOUR_SECTION, { extra: { section } });
}
