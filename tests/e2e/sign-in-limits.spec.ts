import { test } from './fixtures';
import { signInAndExpectDashboard } from './sign-in';

const DEMO_ACCOUNTS = ['webmaster', 'regent', 'scribe', 'brotherhood', 'mediation', 'member'].map(
  (name) => `${name}@example.org`,
);

test('the six demo accounts sign in back to back, twice, and none is refused', async ({ page }) => {
  test.setTimeout(120_000);
  for (const round of [1, 2]) {
    for (const email of DEMO_ACCOUNTS) {
      await test.step(`${email}, round ${round}`, async () => {
        await page.context().clearCookies();
        await signInAndExpectDashboard(page, email);
      });
    }
  }
});
