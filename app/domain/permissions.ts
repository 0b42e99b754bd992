import { ADMIN_OVERVIEW_ROLES, PERMISSIONS, TOOLS, type Tool } from '../config/chapter';

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

/** Whether a role sees the /admin overview shortcut (SPEC section 6: the Webmaster only). */
export function canSeeAdminOverview(role: string | null | undefined): boolean {
  return ADMIN_OVERVIEW_ROLES.some((r) => r === role);
}
