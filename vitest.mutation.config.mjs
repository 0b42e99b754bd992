import { defineConfig } from 'vitest/config';
import { ruleFiles } from './stryker.config.mjs';

// The unit tests beside the rule files Stryker mutates (stryker.config.mjs), and only those.
export default defineConfig({
  test: {
    include: ruleFiles.map((file) => file.replace(/\.ts$/, '.test.ts')),
    environment: 'node',
  },
});
