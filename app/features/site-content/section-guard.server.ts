import { data } from 'react-router';
import type { ContentSection } from '../../config/chapter';
import { contentSectionsFor } from '../../shared/session/permissions';
import type { SessionMember } from '../../shared/session/sessions.server';

/**
 * For a change to one section of the site content, after requireTool(request, 'site-content'): a role whose part of
 * the tool does not include the section (the Regent saving the rush season) gets 403 and nothing is touched.
 */
export function requireContentSection(member: SessionMember, section: ContentSection): SessionMember {
  if (contentSectionsFor(member.role).includes(section)) return member;
  throw data({ error: 'Forbidden' }, { status: 403 });
}
