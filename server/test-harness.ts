import { StartRefusal } from '../app/shared/runtime/start-refusal';

/**
 * The flag with which the test suites start the site in SITE_MODE=test: a SITE_MODE=test left in a shell reaches
 * every program started from it (and would let any browser set the server's date), an argument reaches no one.
 */
export const TEST_HARNESS_FLAG = '--test-harness';

/** Refuses to start in test mode unless the test harness asked for it on this process's command line. */
export function refuseStrayTestMode(siteMode: string | undefined, argv: readonly string[]): void {
  if (siteMode !== 'test' || argv.includes(TEST_HARNESS_FLAG)) return;
  throw new StartRefusal(
    `Refusing to start: SITE_MODE=test is only for the test suites, which start the site with ${TEST_HARNESS_FLAG}. ` +
      'Unset SITE_MODE (`unset SITE_MODE`) to run the site, or set it to demo.',
  );
}
