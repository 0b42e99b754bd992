import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './scripts/lint/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.react-router/',
      'data/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'scripts/lint/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'tests/**', 'server/dev.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Features use each other only through their entry points, shared code uses no feature, and nothing imports
    // itself in a circle (see docs/features.md).
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'db/**/*.ts'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: { 'feature-boundaries/entry-points': 'error', 'feature-boundaries/no-cycles': 'error' },
  },
);
