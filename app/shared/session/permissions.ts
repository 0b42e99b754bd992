import {
  ADMIN_OVERVIEW_ROLES,
  CONTENT_SECTION_PERMISSIONS,
  CONTENT_SECTIONS,
  type ContentSection,
  PERMISSIONS,
  TOOLS,
  type Tool,
} from '../../config/chapter';
import type { OfficerPage } from './tool-registration';

/** The officer tools a role may use, in the table's order; none for a missing or unknown role. */
export function toolsFor(role: string | null | undefined): Tool[] {
  if (!role) return [];
  const granted = PERMISSIONS[role as keyof typeof PERMISSIONS] ?? [];
  return TOOLS.filter((tool) => granted.includes(tool));
}

/** Whether a role may use an officer tool. */
export function can(role: string | null | undefined, tool: Tool): boolean {
  return toolsFor(role).includes(tool);
}

/** Whether a role sees the /admin overview shortcut (the Webmaster only). */
export function canSeeAdminOverview(role: string | null | undefined): boolean {
  return ADMIN_OVERVIEW_ROLES.some((r) => r === role);
}

/** Whether a role opens an officer page: a tool by the permission table, the /admin overview by its own roles. */
export function mayOpen(role: string | null | undefined, page: OfficerPage): boolean {
  return page === 'admin-overview' ? canSeeAdminOverview(role) : can(role, page);
}

/** The site content sections a role may edit: only with the 'site-content' tool, narrowed by the section table. */
export function contentSectionsFor(role: string | null | undefined): ContentSection[] {
  if (!can(role, 'site-content')) return [];
  const granted = CONTENT_SECTION_PERMISSIONS[role as keyof typeof CONTENT_SECTION_PERMISSIONS] ?? [];
  return CONTENT_SECTIONS.filter((section) => granted.includes(section));
}
