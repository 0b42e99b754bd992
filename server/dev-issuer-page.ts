import { DEV_ISSUER_PATH } from '../app/shared/session/dev-issuer-client';

const DEMO_ACCOUNTS = [
  ['webmaster@example.org', 'Webmaster'],
  ['regent@example.org', 'Regent'],
  ['scribe@example.org', 'Scribe'],
  ['brotherhood@example.org', 'Brotherhood Chair'],
  ['mediation@example.org', 'Mediation Chair'],
  ['member@example.org', 'Active member'],
] as const;

/** The development issuer's sign-in page: an Email field, a Sign in button, and the demo accounts. */
export function renderSignInPage(uid: string, nonce: string): string {
  const action = `${DEV_ISSUER_PATH}/interaction/${encodeURIComponent(uid)}`;
  const accounts = DEMO_ACCOUNTS.map(
    ([email, role]) =>
      `<li><button type="submit" name="email" value="${email}" class="account"><strong>${email}</strong><span>${role}</span></button></li>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development sign-in</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style nonce="${nonce}">
  body { font-family: system-ui, sans-serif; background: #f4f1ec; color: #1c1b1f; margin: 0; padding: 2rem 1rem; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 4px 16px rgb(0 0 0 / 10%); }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; } p { color: #55525c; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .7rem; font-size: 1rem; border: 1px solid #bbb; border-radius: 8px; }
  button { font: inherit; cursor: pointer; }
  .primary { margin-top: 1rem; width: 100%; padding: .75rem; border: 0; border-radius: 8px; background: #6b0f1a; color: #fff; font-weight: 600; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: .5rem; }
  .account { width: 100%; display: flex; flex-wrap: wrap; justify-content: space-between; gap: .25rem 1rem; padding: .6rem .8rem; border: 1px solid #ddd; border-radius: 8px; background: #fbf9f6; text-align: left; }
  .account strong { min-width: 0; overflow-wrap: anywhere; }
  .account span { color: #55525c; }
  /* A phone: the card keeps less padding, and an account's role goes under its email. */
  @media (max-width: 30rem) { body { padding: 1rem .75rem; } main { padding: 1.25rem; } }
  .cancel { margin-top: 1.5rem; background: none; border: 0; color: #6b0f1a; text-decoration: underline; padding: 0; }
  h2 { font-size: 1rem; margin: 2rem 0 .75rem; }
</style>
</head>
<body>
<main>
  <h1>Development sign-in</h1>
  <p>This stands in for Google outside production. Type any email; the site decides whether it belongs to an active member.</p>
  <form method="post" action="${action}/login">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required>
    <button type="submit" class="primary">Sign in</button>
  </form>
  <h2>Demo accounts</h2>
  <form method="post" action="${action}/login"><ul>${accounts}</ul></form>
  <form method="post" action="${action}/cancel"><button type="submit" class="cancel">Cancel sign-in</button></form>
</main>
</body>
</html>`;
}
