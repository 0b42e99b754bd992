import type { ToolRegistration } from '../../shared/session/tool-registration';

/** The /admin overview's button on the dashboard and in the account menu, for the roles of `ADMIN_OVERVIEW_ROLES`. */
export const tool: ToolRegistration = {
  tool: 'admin-overview',
  path: '/admin',
  label: 'Admin',
  shortcutOrder: 20,
};
