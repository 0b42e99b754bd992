import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import featureBoundaries from './feature-boundaries.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

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
        rules: { 'feature-boundaries/entry-points': 'error', 'feature-boundaries/no-cycles': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(['app/**/*.ts']);
  return Object.fromEntries(
    results
      .filter((r) => r.messages.length > 0)
      .map((r) => [path.relative(FIXTURES, r.filePath), r.messages.map((m) => `${m.line}: ${m.message}`)]),
  );
}

describe('the feature boundaries lint rules', () => {
  // third.ts imports second.ts, but second.ts only names a type of third.ts, which the build erases: no cycle.
  it('refuse a feature reaching into another, shared code using a feature, and cycles, and nothing else', async () => {
    expect(await problems()).toEqual({
      'app/features/alpha/uses-beta.ts': [
        '2: Import the beta feature through its index.ts or index.server.ts, not its insides.',
      ],
      'app/shared/uses-feature.ts': ['1: Shared code must not import the alpha feature.'],
      'app/features/gamma/first.ts': [
        '1: This import is part of an import cycle: app/features/gamma/first.ts, app/features/gamma/second.ts.',
      ],
      'app/features/gamma/second.ts': [
        '1: This import is part of an import cycle: app/features/gamma/first.ts, app/features/gamma/second.ts.',
      ],
    });
  });
});
