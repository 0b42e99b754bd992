import type { ToolRegistration } from '../../shared/session/tool-registration';

/** This officer tool's page, and its button's place on the dashboard and in the account menu. */
export const tool: ToolRegistration = {
  tool: 'bro-dates',
  path: '/admin/bro-dates',
  label: 'Manage Brodates',
  shortcutOrder: 50,
};
