import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInOverHttp } from '../../support/http-sign-in';
import { judge, type Scenario } from '../scenario';
import { contentExcept, readTables } from '../site-tables';
import { startSite, stopSite } from '../../support/site-process';

/** Every path that takes a POST, plus pages that do not, signed in as the Webmaster so guards let requests through. */
export const POSTED_PATHS = [
  '/auth/google',
  '/logout',
  '/api/log-visit',
  '/dashboard',
  '/family-tree',
  '/admin',
  '/admin/user-management',
  '/admin/bro-dates',
  '/admin/spoon-assassins',
  '/scribe-editor',
  '/admin/content',
  '/',
  '/rush',
];

const MB = 1024 * 1024;
const boundary = '----malformed';

/** Kinds of bad request a script or a broken client sends. */
const MALFORMED: { name: string; init: () => RequestInit; query?: string }[] = [
  { name: 'no content type', init: () => ({ method: 'POST', body: 'intent=save&x=1' }) },
  {
    name: 'wrong content type',
    init: () => ({
      method: 'POST',
      body: '\u0000\u0001binary',
      headers: { 'Content-Type': 'application/octet-stream' },
    }),
  },
  {
    name: 'invalid JSON',
    init: () => ({ method: 'POST', body: '{"email": ', headers: { 'Content-Type': 'application/json' } }),
  },
  {
    name: 'JSON of the wrong shape',
    init: () => ({ method: 'POST', body: '[1,2,{"a":null}]', headers: { 'Content-Type': 'application/json' } }),
  },
  {
    name: 'broken multipart',
    init: () => ({
      method: 'POST',
      body: `--${boundary}\r\nContent-Disposition: form-da`,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    }),
  },
  {
    name: 'multipart without boundary',
    init: () => ({ method: 'POST', body: 'a=b', headers: { 'Content-Type': 'multipart/form-data' } }),
  },
  {
    name: 'urlencoded nonsense',
    init: () => ({
      method: 'POST',
      body: '%%%&&&==intent=%E0%A4%A&points=-1e309',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  },
  {
    name: 'every intent with junk fields',
    init: () => ({
      method: 'POST',
      body: 'intent=reset&intent=delete&intent=save&id=abc&eventId=-5&changes=not-json&members=%5B',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  },
  {
    name: '20 MB form',
    init: () => ({
      method: 'POST',
      body: `a=${'x'.repeat(20 * MB)}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  },
  {
    name: '20 MB JSON',
    init: () => ({
      method: 'POST',
      body: JSON.stringify({ email: 'x'.repeat(20 * MB) }),
      headers: { 'Content-Type': 'application/json' },
    }),
  },
  {
    name: '8 MB upload',
    init: () => ({
      method: 'POST',
      body: multipartFile(8 * MB),
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    }),
  },
  {
    name: '64 KB header',
    init: () => ({
      method: 'POST',
      body: 'a=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Padding': 'y'.repeat(64 * 1024) },
    }),
  },
  {
    name: '100 KB query string',
    init: () => ({ method: 'POST', body: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
    query: `?q=${'z'.repeat(100 * 1024)}`,
  },
  { name: 'bad percent-encoding in the query', init: () => ({ method: 'GET' }), query: '?q=%E0%A4%A&index=%' },
];

function multipartFile(size: number): Blob {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return new Blob([head, new Uint8Array(size).fill(0xff), `\r\n--${boundary}--\r\n`]);
}

/** (d) Malformed and oversized requests on every action get a 4xx answer, never a 5xx, and write nothing. */
export const malformedRequests: Scenario = {
  name: 'malformed and oversized requests',
  async run() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-fault-requests-'));
    const site = await startSite({ dataDir });
    try {
      const cookie = await signInOverHttp(site.url, 'webmaster@example.org');
      const before = contentExcept(await readTables(dataDir));
      const wrong: string[] = [];
      let sent = 0;
      for (const pathname of POSTED_PATHS) {
        for (const kind of MALFORMED) {
          const init = kind.init();
          const headers = { ...(init.headers as Record<string, string>), Cookie: cookie, Origin: site.url };
          sent += 1;
          const status = await fetch(`${site.url}${pathname}${kind.query ?? ''}`, {
            ...init,
            headers,
            redirect: 'manual',
            signal: AbortSignal.timeout(20_000),
          })
            .then(async (response) => {
              await response.arrayBuffer();
              return response.status;
            })
            .catch((error: Error) =>
              error.name === 'TimeoutError' ? 'no answer in 20 s' : `connection ${error.message}`,
            );
          if (typeof status !== 'number' || status >= 500) wrong.push(`${kind.name} to ${pathname}: ${status}`);
        }
      }
      const after = contentExcept(await readTables(dataDir));
      return [
        judge(
          `${sent} requests, ${wrong.length} not answered with a non-5xx status${wrong.length ? `: ${wrong.slice(0, 12).join('; ')}` : ''}`,
          {
            'no 5xx and no hang': wrong.length === 0,
            'nothing written': before === after,
            'the site process kept running': site.child.exitCode === null,
          },
        ),
      ];
    } finally {
      await stopSite(site);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
