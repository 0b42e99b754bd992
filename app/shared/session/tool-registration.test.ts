import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../config/chapter';
import { toolRegistry, type ToolRegistration } from './tool-registration';

const every = (): Record<string, ToolRegistration> =>
  Object.fromEntries(
    TOOLS.map((tool, place) => [
      `../${tool}/tool.ts`,
      { tool, path: `/admin/${tool}`, label: tool, shortcutOrder: 100 - place },
    ]),
  );

describe('toolRegistry', () => {
  it('puts the pages in shortcut order and gives each tool its page', () => {
    const registry = toolRegistry({
      ...every(),
      '../admin-overview/tool.ts': { tool: 'admin-overview', path: '/admin', label: 'Admin', shortcutOrder: 1 },
    });
    expect(registry.inShortcutOrder.map((page) => page.tool)).toEqual(['admin-overview', ...[...TOOLS].reverse()]);
    expect(registry.pages.events).toEqual({ path: '/admin/events', label: 'events' });
    expect(Object.keys(registry.pages).sort()).toEqual([...TOOLS].sort());
  });

  it('refuses a tool of the permission table that no feature declares', () => {
    const registrations = every();
    delete registrations['../events/tool.ts'];
    expect(() => toolRegistry(registrations)).toThrow('No tool.ts declares the officer tool events.');
  });

  it('refuses a tool declared twice, and two buttons at one place', () => {
    const registrations = every();
    expect(() =>
      toolRegistry({
        ...registrations,
        '../other/tool.ts': { ...registrations['../events/tool.ts']!, shortcutOrder: 7 },
      }),
    ).toThrow("The officer page 'events' is declared twice: ../events/tool.ts and ../other/tool.ts.");
    expect(() =>
      toolRegistry({
        ...registrations,
        '../admin-overview/tool.ts': { tool: 'admin-overview', path: '/admin', label: 'Admin', shortcutOrder: 100 },
      }),
    ).toThrow('../user-management/tool.ts and ../admin-overview/tool.ts both take shortcut place 100.');
  });
});
