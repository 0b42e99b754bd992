import { describe, expect, it } from 'vitest';
import { ROLES } from '../../config/chapter';
import { TOOL_PAGE, WHO_MAY_USE_WHAT } from '../../../tests/support/who-may-use-what';
import { shortcutsFor, toolPage } from './officer-tools';

const labels = (role: string | null) => shortcutsFor(role).map((s) => s.label);

describe('shortcutsFor', () => {
  it('gives every role exactly the buttons, labels and paths in order, that the hand-written table says', () => {
    for (const role of ROLES) expect(shortcutsFor(role), role).toEqual(WHO_MAY_USE_WHAT[role].buttons);
  });

  it('gives other roles and members without a role none', () => {
    for (const role of ROLES.filter((r) => WHO_MAY_USE_WHAT[r].tools.length === 0)) expect(labels(role)).toEqual([]);
    expect(labels(null)).toEqual([]);
    expect(labels('webmaster')).toEqual([]);
  });

  it('gives a tool the page its feature declares, as the overview and the Terms dialog show it', () => {
    for (const tool of WHO_MAY_USE_WHAT.Webmaster.tools) expect(toolPage(tool), tool).toEqual(TOOL_PAGE[tool]);
  });
});
