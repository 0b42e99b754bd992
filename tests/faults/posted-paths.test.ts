import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../../app/routes';
import { POSTED_PATHS } from './scenarios/malformed-requests';

// The bad-input scenario must reach every action the site has: a new route with an action and no path in the list
// would go untried.
function withActions(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const full = entry.index ? parent : [parent, entry.path].filter(Boolean).join('/');
    const source = fs.readFileSync(path.join(import.meta.dirname, '../../app', entry.file), 'utf8');
    const own = /export (async )?function action|export const action/.test(source) ? [`/${full}`] : [];
    return [...own, ...withActions(entry.children ?? [], full)];
  });
}

const pattern = (route: string) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`);

describe('the malformed-requests scenario', () => {
  it('posts to every route that has an action', () => {
    const untried = withActions(routes).filter((route) => !POSTED_PATHS.some((p) => pattern(route).test(p)));
    expect(untried).toEqual([]);
  });
});
