import type { Tool } from '../../config/chapter';
import { mayOpen } from '../../shared/session/permissions';
import { toolRegistry, type ToolPage, type ToolRegistration } from '../../shared/session/tool-registration';

export type Shortcut = ToolPage;

// Each officer page is declared in its feature's `tool.ts`; Vite gathers them when it builds.
const TOOLS = toolRegistry(import.meta.glob<ToolRegistration>('../*/tool.ts', { eager: true, import: 'tool' }));

/** The dashboard's shortcut buttons for a role (the account menu shows the same), read from the permission table. */
export function shortcutsFor(role: string | null | undefined): Shortcut[] {
  return TOOLS.inShortcutOrder.filter((page) => mayOpen(role, page.tool)).map(({ path, label }) => ({ path, label }));
}

/** The page of an officer tool: its address and its button's label. */
export function toolPage(tool: Tool): ToolPage {
  return TOOLS.pages[tool];
}
