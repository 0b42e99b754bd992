import type { ToolRegistration } from '../../shared/session/tool-registration';

/** This officer tool's page, and its button's place on the dashboard and in the account menu. */
export const tool: ToolRegistration = {
  tool: 'spoon-assassins',
  path: '/admin/spoon-assassins',
  label: 'Spoon Assassins',
  shortcutOrder: 60,
};
