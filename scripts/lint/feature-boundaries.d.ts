import type { ESLint } from 'eslint';

declare const featureBoundaries: ESLint.Plugin;
export default featureBoundaries;
export declare const LAYERS: { name: string; folders: string[] }[];
export declare const TABLE_OWNERS: Record<string, string>;
export declare const ALL_RULES: Record<string, 'error'>;
