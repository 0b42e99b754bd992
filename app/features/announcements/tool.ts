import type { ToolRegistration } from '../../shared/session/tool-registration';

/** This officer tool's page, and its button's place on the dashboard and in the account menu. */
export const tool: ToolRegistration = {
  tool: 'announcements',
  path: '/admin/announcements',
  label: 'Announcements',
  shortcutOrder: 90,
};
