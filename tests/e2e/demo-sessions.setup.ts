import { expect, test as setup } from './fixtures';
import { signInAndExpectDashboard } from './sign-in';
import { sessionFileOf } from './demo-sessions';
import { DEMO_ACCOUNTS } from '../support/who-may-use-what';

// Runs before every other project (playwright.config.ts): one sign-in per demo account, through the real sign-in pages
// and the development issuer, whose session the specs then reuse.
for (const [email] of DEMO_ACCOUNTS) {
  setup(`${email} signs in once for the specs that reuse the session`, async ({ page }) => {
    await signInAndExpectDashboard(page, email);
    const state = await page.context().storageState({ path: sessionFileOf(email) });
    expect(state.cookies.map((c) => c.name)).toContain('__ue_session');
  });
}
