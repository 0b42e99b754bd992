import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import featureBoundaries, { ALL_RULES, LAYERS, TABLE_OWNERS } from './feature-boundaries.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const ROOT = path.join(import.meta.dirname, '..', '..');
const ORDER = LAYERS.map((layer) => layer.name).join(' < ');

/** Lints the fixture chapter, whose files break the rules on purpose, and lists what was reported per file. */
async function problems(): Promise<Record<string, string[]>> {
  const eslint = new ESLint({
    cwd: FIXTURES,
    overrideConfigFile: true,
    ignore: false,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'feature-boundaries': featureBoundaries },
        rules: ALL_RULES,
      },
    ],
  });
  const results = await eslint.lintFiles(['**/*.ts']);
  return Object.fromEntries(
    results.map((r) => [path.relative(FIXTURES, r.filePath), r.messages.map((m) => `${m.line}: ${m.message}`)]),
  );
}

describe('the feature boundaries lint rules', () => {
  let found: Record<string, string[]>;
  beforeAll(async () => {
    found = await problems();
  });

  it('lint every fixture file, and refuse only the files that break a rule', () => {
    const clean = Object.keys(found).filter((file) => found[file]?.length === 0);
    expect(clean.sort()).toEqual([
      'app/config/chapter.ts',
      'app/features/alpha/alpha-fixture.ts',
      'app/features/alpha/index.ts',
      'app/features/beta/hidden.ts',
      'app/features/beta/index.ts',
      'app/features/beta/uses-alpha-type.ts',
      'app/features/beta/visible.ts',
      'app/features/delta/index.ts',
      'app/features/delta/value.ts',
      'app/features/epsilon/index.ts',
      'app/features/epsilon/value.ts',
      'app/features/gamma/third.ts',
      'app/features/spoon-assassins/chain.server.ts',
      'app/shared/db/index.ts',
      'db/schema.ts',
      'demo/seed.ts',
      'server/start.ts',
    ]);
  });

  // db imports app/config, app/shared imports db, server imports a feature and the demo, a test's fixture imports the server.
  it('refuse an import from a lower layer to a higher one, and nothing downwards', () => {
    expect(found['db/uses-shared.ts']).toEqual([`1: db must not import app/shared, a layer above it (${ORDER}).`]);
    expect(found['app/shared/uses-feature.ts']).toEqual([
      `1: app/shared must not import app/features, a layer above it (${ORDER}).`,
    ]);
    expect(found['app/features/alpha/uses-server.ts']).toEqual([
      `1: app/features must not import server, a layer above it (${ORDER}).`,
    ]);
  });

  it('refuse a feature reaching into another’s insides', () => {
    expect(found['app/features/alpha/uses-beta.ts']).toEqual([
      '2: Import the beta feature through its index.ts or index.server.ts, not its insides.',
    ]);
  });

  // third.ts imports second.ts, but second.ts only names a type of third.ts, which the build erases: no cycle.
  it('refuse the imports of a file cycle', () => {
    const cycle = 'This import is part of an import cycle: app/features/gamma/first.ts, app/features/gamma/second.ts.';
    expect(found['app/features/gamma/first.ts']).toEqual([`1: ${cycle}`]);
    expect(found['app/features/gamma/second.ts']).toEqual([`1: ${cycle}`]);
  });

  // delta and epsilon import each other's entry points from different files, so no file cycle exists; beta names a
  // type of alpha, which imports beta, and a type is no loop.
  it('refuse a loop between feature folders that no file cycle shows, and not one made by a type', () => {
    expect(found['app/features/delta/uses-epsilon.ts']).toEqual([
      '1: The delta and epsilon features use each other, directly or through others (loop: delta, epsilon).',
    ]);
    expect(found['app/features/epsilon/uses-delta.ts']).toEqual([
      '1: The epsilon and delta features use each other, directly or through others (loop: delta, epsilon).',
    ]);
  });

  // Reads are free; a write by anyone but the owner is refused, with no exception; a table with no owner is named.
  it('refuse a write to a table another feature or part of app/shared owns, however the table is named', () => {
    expect(found['app/features/user-management/conversion.server.ts']).toEqual([
      '7: user-management must not write targets, which spoon-assassins owns: ask spoon-assassins through its entry point.',
      '8: user-management must not write broDateGroups, which bro-dates owns: ask bro-dates through its entry point.',
    ]);
    expect(found['app/features/dashboard/profile.server.ts']).toEqual([
      '4: dashboard must not write members, which user-management owns: ask user-management through its entry point.',
    ]);
    expect(found['app/shared/media/store.server.ts']).toEqual([
      '6: shared/media must not write sessions, which shared/session owns: ask shared/session through its entry point.',
    ]);
    expect(found['app/features/alpha/notes.server.ts']).toEqual([
      '4: The table notes has no owner: add it to TABLE_OWNERS.',
    ]);
  });
});

describe('the table owners', () => {
  const tables = [...fs.readFileSync(path.join(ROOT, 'db/schema.ts'), 'utf8').matchAll(/export const (\w+) = pgTable/g)]
    .map((m) => m[1])
    .sort();
  const exists = (owner: string) =>
    fs.existsSync(path.join(ROOT, 'app', owner.startsWith('shared/') ? owner : `features/${owner}`));

  it('name one owner for every table of db/schema.ts and no other table', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
  });

  it('are feature folders or parts of app/shared that exist', () => {
    expect(Object.values(TABLE_OWNERS).filter((owner) => !exists(owner))).toEqual([]);
  });
});
