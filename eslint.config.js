import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries, { ALL_RULES } from './scripts/lint/feature-boundaries.js';

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
    // Layers import only downwards, features use each other through their entry points and never in a loop,
    // nothing imports itself in a circle, and each table has one writer (see docs/features.md).
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'db/**/*.ts', 'demo/**/*.ts'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: ALL_RULES,
  },
);
