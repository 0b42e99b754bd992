import { expect, test } from './fixtures';
import { signInAndExpectDashboard } from './sign-in';

const DEMO_ACCOUNTS = ['webmaster', 'regent', 'scribe', 'brotherhood', 'mediation', 'member'].map(
  (name) => `${name}@example.org`,
);

test('the six demo accounts sign in one after another within a minute, twice, without a refusal', async ({ page }) => {
  test.setTimeout(120_000);
  const started = Date.now();
  for (const round of [1, 2]) {
    for (const email of DEMO_ACCOUNTS) {
      await test.step(`${email}, round ${round}`, async () => {
        await page.context().clearCookies();
        await signInAndExpectDashboard(page, email);
      });
    }
  }
  expect(Date.now() - started).toBeLessThan(60_000);
});
