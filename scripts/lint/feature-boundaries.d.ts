import type { ESLint } from 'eslint';

declare const featureBoundaries: ESLint.Plugin;
export default featureBoundaries;
