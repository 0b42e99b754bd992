import { TOOLS, type Tool } from '../../config/chapter';

/** An officer page the dashboard and the account menu link to: a tool of the permission table, or the /admin overview. */
export type OfficerPage = Tool | 'admin-overview';

/** What a feature's `tool.ts` declares of its officer page; the hubs that list tools collect it. */
export interface ToolRegistration {
  /** Its name in the permission table (`TOOLS`, `PERMISSIONS` in app/config/chapter.ts), which says who opens it. */
  tool: OfficerPage;
  path: string;
  label: string;
  /** Its button's place among the dashboard's shortcuts and the account menu's links, lowest first. */
  shortcutOrder: number;
}

export interface ToolPage {
  path: string;
  label: string;
}

export interface ToolRegistry {
  /** Every officer page in shortcut order. */
  inShortcutOrder: readonly ToolRegistration[];
  /** The page of each tool of the permission table. */
  pages: Readonly<Record<Tool, ToolPage>>;
}

/**
 * The registrations as `import.meta.glob` reads them, keyed by file: every tool of `TOOLS` declared exactly once and
 * no two at the same place, else it throws (when the site starts) naming the mistake.
 */
export function toolRegistry(registrations: Record<string, ToolRegistration>): ToolRegistry {
  const all = Object.entries(registrations);
  const declared = new Map<OfficerPage, string>();
  const places = new Map<number, string>();
  for (const [file, registration] of all) {
    const again = declared.get(registration.tool);
    if (again) throw new Error(`The officer page '${registration.tool}' is declared twice: ${again} and ${file}.`);
    declared.set(registration.tool, file);
    const taken = places.get(registration.shortcutOrder);
    if (taken) {
      throw new Error(`${taken} and ${file} both take shortcut place ${String(registration.shortcutOrder)}.`);
    }
    places.set(registration.shortcutOrder, file);
  }
  const missing = TOOLS.filter((tool) => !declared.has(tool));
  if (missing.length > 0) throw new Error(`No tool.ts declares the officer tool ${missing.join(', ')}.`);
  const pages = Object.fromEntries(
    all
      .map(([, { tool, path, label }]) => [tool, { path, label }] as const)
      .filter(([tool]) => tool !== 'admin-overview'),
  ) as Record<Tool, ToolPage>;
  const inShortcutOrder = all.map(([, registration]) => registration).sort((a, b) => a.shortcutOrder - b.shortcutOrder);
  return { inShortcutOrder, pages };
}
