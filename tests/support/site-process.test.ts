import { describe, expect, it } from 'vitest';
import { nodeArgsOf, startNodeArgs } from './site-process';

describe('the node options of `npm start`', () => {
  it('are the words between node and the script', () => {
    expect(nodeArgsOf('node --max-old-space-size=256 build/server.js')).toEqual(['--max-old-space-size=256']);
    expect(nodeArgsOf('node build/server.js')).toEqual([]);
    expect(() => nodeArgsOf('tsx server/dev.ts')).toThrow(/Not a node command/);
  });

  it('give the built server a heap limit, which keeps its memory under load within budget', () => {
    expect(startNodeArgs()).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/));
  });
});
