import { expect, test } from './fixtures';
import { buildDemoChapter } from '../../demo/demo-data';

// Every public page, as HTML and as the data its route sends for client-side navigation, signed out.
const PAGES: [path: string, data: string][] = [
  ['/', '/_root.data'],
  ['/about-us', '/about-us.data'],
  ['/meet-the-brothers', '/meet-the-brothers.data'],
  ['/alumni', '/alumni.data'],
  ['/rush', '/rush.data'],
];
const EMAIL = /[\w.+-]+@[\w-]+\.[a-z]{2,}/i;
const dropped = buildDemoChapter()
  .members.filter((m) => m.dropped)
  .map((m) => `${m.firstName} ${m.lastName}`);

for (const [path, data] of PAGES) {
  test(`${path} shows a signed-out visitor no email, points, session or dropped alumni`, async ({ request }) => {
    expect(dropped).toHaveLength(2);
    for (const url of [path, data]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const body = await response.text();
      expect(body.length, url).toBeGreaterThan(100);
      expect(body, url).not.toMatch(EMAIL);
      expect(body, url).not.toMatch(/"?points"?\s*[:,]/i);
      expect(body, url).not.toMatch(/dropped|sessionId|session_id|\\?"email\\?"/i);
      for (const name of dropped) expect(body, url).not.toContain(name);
    }
  });
}

test('the alumni data holds LinkedIn addresses only for a signed-in visitor', async ({ request }) => {
  const body = await (await request.get('/alumni.data')).text();
  expect(body).not.toContain('linkedin.com/in/');
  expect(body).toContain('hasLinkedin');
});
