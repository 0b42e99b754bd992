import type { ContentSection } from '../../config/chapter';
import { refused } from '../../shared/forms/action.server';
import { contentSectionsFor } from '../../shared/session/permissions';
import type { SessionMember } from '../../shared/session/sessions.server';

/**
 * For a change to one section of the site content, after requireTool(request, 'site-content'): a role whose part of
 * the tool does not include the section (the Regent saving the rush season) gets 403 and nothing is touched.
 */
export function requireContentSection(member: SessionMember, section: ContentSection, intent: string): SessionMember {
  if (contentSectionsFor(member.role).includes(section)) return member;
  throw refused(intent, 403, 'Forbidden', { extra: { section } });
}
