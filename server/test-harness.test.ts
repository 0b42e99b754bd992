import { describe, expect, it } from 'vitest';
import { isStartRefusal } from '../app/shared/runtime/start-refusal';
import { refuseStrayTestMode, TEST_HARNESS_FLAG } from './test-harness';

const node = ['/usr/bin/node', 'build/server.js'];

describe('SITE_MODE=test, which turns on the test clock', () => {
  it('is refused with a sentence when only the environment asks for it, as a shell left with it would', () => {
    let thrown: unknown;
    try {
      refuseStrayTestMode('test', node);
    } catch (error) {
      thrown = error;
    }
    expect(isStartRefusal(thrown)).toBe(true);
    expect((thrown as Error).message).toBe(
      'Refusing to start: SITE_MODE=test is only for the test suites, which start the site with --test-harness. ' +
        'Unset SITE_MODE (`unset SITE_MODE`) to run the site, or set it to demo.',
    );
  });

  it('is taken when the test harness gives its flag on the command line', () => {
    expect(() => refuseStrayTestMode('test', [...node, TEST_HARNESS_FLAG])).not.toThrow();
  });

  it.each(['production', 'demo', 'dev'])('leaves %s alone, flag or not', (mode) => {
    expect(() => refuseStrayTestMode(mode, node)).not.toThrow();
  });
});
