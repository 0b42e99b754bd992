import fs from 'node:fs';
import sharp from 'sharp';
import { signInOverHttp } from '../../support/http-sign-in';
import { seededDataDir } from '../seeded-data-dir';
import { judge, type Scenario } from '../scenario';
import { changedTables, readTables } from '../site-tables';
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
  '/admin/events',
  // A demo event's page: its edit, delete and roster.
  '/admin/events/1',
  '/admin/events/14/check-in',
  '/admin/elections',
  // The demo chapter's coming election: its edit, publish, runoff and apply.
  '/admin/elections/1',
  '/check-in',
  '/elections',
  '/handbooks/regent',
  '/admin/announcements',
  '/notifications',
  '/notifications/settings',
  '/notifications/push',
  '/calendar-feed',
  // The one-click unsubscribe link, which works signed out too.
  '/unsubscribe',
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
    init: () =>
      multipart({}, 'picture', new File([new Uint8Array(8 * MB).fill(0xff)], 'big.jpg', { type: 'image/jpeg' })),
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

/** A urlencoded body from name-value pairs. */
function urlencoded(fields: [string, string][]): RequestInit {
  return {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  };
}

function json(value: unknown): RequestInit {
  return { method: 'POST', body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } };
}

/** `count` fields named by `name(i)`, after the fixed ones. */
const rows = (fixed: [string, string][], count: number, name: (i: number) => string): [string, string][] => [
  ...fixed,
  ...Array.from({ length: count }, (_, i): [string, string] => [name(i), 'x']),
];

const RUSH_SAVE: [string, string][] = [
  ['section', 'rush'],
  ['intent', 'save'],
];
const GALLERY_SAVE: [string, string][] = [
  ['section', 'photos'],
  ['intent', 'gallery-save'],
];

/** What each form action would accept as a form, to send as JSON instead. */
const FORM_ACTIONS: Record<string, Record<string, unknown>> = {
  '/auth/google': { redirectTo: '/dashboard' },
  '/dashboard': { firstName: 'Sam', lastName: 'Ng', major: '', graduationYear: '', linkedinUrl: '' },
  '/admin/user-management': { intent: 'to-alumni', id: '1' },
  '/admin/bro-dates': { intent: 'reshuffle' },
  '/admin/spoon-assassins': { intent: 'save', player: ['1', '2'] },
  '/admin/content': { section: 'dashboard', intent: 'save', pointsGoal: '10' },
  '/elections': { intent: 'vote', electionId: '1', 'race-1': '1' },
  '/admin/elections/1': { intent: 'publish' },
};

/** Forms a tool could otherwise be made to build thousands of rows from, and bodies past the caps. */
const OVER_CAP: { name: string; path: string; init: () => RequestInit }[] = [
  {
    name: 'rush form of 5,000 weeks',
    path: '/admin/content',
    init: () => urlencoded(rows(RUSH_SAVE, 5000, (i) => `timeline.${i}.title`)),
  },
  {
    name: 'rush week numbered 100000',
    path: '/admin/content',
    init: () => urlencoded(rows(RUSH_SAVE, 1, () => 'timeline.100000.title')),
  },
  {
    name: 'rush week of 5,000 events',
    path: '/admin/content',
    init: () => urlencoded(rows([...RUSH_SAVE, ['timeline.0.title', 'W']], 5000, (i) => `timeline.0.items.${i}.name`)),
  },
  {
    name: 'gallery order of 5,000 photos',
    path: '/admin/content',
    init: () => urlencoded(rows(GALLERY_SAVE, 5000, (i) => `gallery.${i}.id`)),
  },
  {
    name: 'gallery photo numbered 100000',
    path: '/admin/content',
    init: () => urlencoded(rows(GALLERY_SAVE, 1, () => 'gallery.100000.id')),
  },
  {
    name: 'spoon chain of 5,000 players',
    path: '/admin/spoon-assassins',
    init: () => urlencoded(rows([['intent', 'save']], 5000, () => 'player')),
  },
  {
    name: 'scribe save of 25,000 cells',
    path: '/scribe-editor',
    init: () =>
      json({
        intent: 'save',
        cells: Array.from({ length: 25_000 }, (_, i) => ({ memberId: i + 1, eventId: 1, points: 1, was: 0 })),
      }),
  },
  {
    name: 'scribe change of 3 MB',
    path: '/scribe-editor',
    init: () => json({ intent: 'add-event', name: 'x'.repeat(3 * MB) }),
  },
  { name: 'roster file with a 60,000-column header', path: '/admin/user-management', init: () => rosterFile(60_000) },
  ...Object.entries(FORM_ACTIONS).flatMap(([path, fields]) => [
    {
      name: 'form of 300 KB text',
      path,
      init: () =>
        urlencoded([
          ...Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
          ['padding', 'x'.repeat(300 * 1024)],
        ]),
    },
    { name: 'multipart of 300 KB text beside a file', path, init: () => multipartText(fields, 300 * 1024) },
    // 5 MB of small fields: refused as it streams (413), or outright where the form takes no file (415).
    {
      name: 'multipart of 90,000 fields in 5 MB',
      path,
      init: () => manyFieldsMultipart(fields, 90_000),
    },
    { name: 'JSON of the right shape', path, init: () => json(fields) },
  ]),
];

/** A multipart form of text fields and one file. */
function multipart(fields: Record<string, unknown>, fileField: string, file: File): RequestInit {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append(fileField, file);
  return { method: 'POST', body: form };
}

function rosterFile(columns: number): RequestInit {
  const header = Array.from({ length: columns }, () => 'first_name').join(',');
  return multipart({ intent: 'import' }, 'file', new File([`${header}\nx\n`], 'roster.csv', { type: 'text/csv' }));
}

/** The form's own fields and `count` more of one letter, with a one-letter boundary: about 55 bytes a field. */
function manyFieldsMultipart(fields: Record<string, unknown>, count: number): RequestInit {
  const part = (name: string, value: string) =>
    `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const own = Object.entries(fields).map(([name, value]) => part(name, String(value)));
  const more = Array.from({ length: count }, (_, i) => part(`f${i}`, 'x'));
  return {
    method: 'POST',
    body: `${[...own, ...more].join('')}--b--\r\n`,
    headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
  };
}

const multipartText = (fields: Record<string, unknown>, padding: number): RequestInit =>
  multipart({ ...fields, padding: 'x'.repeat(padding) }, 'picture', new File([new Uint8Array(16)], 'tiny.png'));

/** (d) Malformed and oversized requests on every action get a 4xx answer, never a 5xx, and write nothing. */
export const malformedRequests: Scenario = {
  name: 'malformed and oversized requests',
  async run() {
    const dataDir = await seededDataDir('chapter-fault-requests-');
    const site = await startSite({ dataDir });
    try {
      const cookie = await signInOverHttp(site.url, 'webmaster@example.org');
      // Logging out ends the session it is sent with, whatever the body: it gets a session of its own, so the rest
      // of the drill is sent signed in.
      const logoutCookie = await signInOverHttp(site.url, 'member@example.org');
      const before = await readTables(dataDir);
      const send = (url: string, init: RequestInit, headers: Record<string, string>, seconds = 20) =>
        fetch(`${site.url}${url}`, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), ...headers },
          redirect: 'manual',
          signal: AbortSignal.timeout(seconds * 1000),
        })
          .then(async (response) => ({ status: response.status, body: await response.text() }))
          .catch((error: Error) => ({
            status: error.name === 'TimeoutError' ? `no answer in ${seconds} s` : `connection ${error.message}`,
            body: '',
          }));
      const wrong: string[] = [];
      let sent = 0;
      const expect = async (
        label: string,
        url: string,
        init: RequestInit,
        ok: (status: number, body: string) => boolean,
        headers: Record<string, string> = { Cookie: url === '/logout' ? logoutCookie : cookie, Origin: site.url },
        seconds?: number,
      ) => {
        sent += 1;
        const { status, body } = await send(url, init, headers, seconds);
        if (typeof status !== 'number' || !ok(status, body)) wrong.push(`${label} to ${url}: ${status}`);
      };
      const notServerError = (status: number) => status < 500;
      const refused = (status: number) => status >= 400 && status < 500;

      for (const pathname of POSTED_PATHS) {
        for (const kind of MALFORMED)
          await expect(kind.name, `${pathname}${kind.query ?? ''}`, kind.init(), notServerError);
      }
      for (const kind of OVER_CAP) await expect(kind.name, kind.path, kind.init(), refused);

      await expect('form-encoded visit', '/api/log-visit', urlencoded([['email', 'webmaster@example.org']]), refused);
      for (const [pathname, encoding] of [
        ['/assets/%E0%A4%A.js', 'br'],
        ['/assets/%E0%A4%A.js', 'identity'],
        ['/media/%E0%A4%A.webp', 'gzip'],
      ] as const) {
        await expect(
          `bad percent-encoding in a file name (${encoding})`,
          pathname,
          { method: 'GET' },
          (status, body) => status === 400 && !/\bat \S+ \(|Error:/.test(body),
          { 'Accept-Encoding': encoding },
        );
      }
      await expect(
        'profile picture of 7000 x 7000 pixels',
        '/dashboard',
        await hugePictureForm(),
        refused,
        undefined,
        10,
      );
      // Another site's page posting with the officer's cookie: refused, and the session still works (so last).
      for (const [url, init] of [
        ['/api/log-visit', json({ email: 'webmaster@example.org' })],
        ['/auth/google', urlencoded([['redirectTo', '/dashboard']])],
        [
          '/notifications/push',
          urlencoded([
            ['intent', 'unsubscribe'],
            ['endpoint', 'https://fcm.googleapis.com/x'],
          ]),
        ],
        ['/logout', urlencoded([])],
      ] as const) {
        await expect('cross-origin POST', url, init, refused, { Cookie: cookie, Origin: 'http://evil.example' });
      }
      const stillSignedIn = (await send('/admin/content', { method: 'GET' }, { Cookie: cookie })).status === 200;

      const written = changedTables(before, await readTables(dataDir));
      return [
        judge(
          `${sent} requests, ${wrong.length} answered wrongly${wrong.length ? `: ${wrong.slice(0, 12).join('; ')}` : ''}` +
            `${written.length ? `; written: ${written.join(', ')}` : ''}`,
          {
            'no 5xx and no hang; every over-cap, cross-origin or unreadable body refused with a 4xx':
              wrong.length === 0,
            'nothing written': written.length === 0,
            'the officer is still signed in': stillSignedIn,
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

/**
 * A valid profile with a PNG of 7000 x 7000 pixels: a few hundred KB on the wire, 147 MB of pixels once decoded. It must be
 * refused before it is decoded.
 */
async function hugePictureForm(): Promise<RequestInit> {
  const png = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return multipart(
    FORM_ACTIONS['/dashboard']!,
    'picture',
    new File([new Uint8Array(png)], 'huge.png', { type: 'image/png' }),
  );
}
