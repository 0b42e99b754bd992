import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loader as aboutUs } from '../../app/features/public-pages/about-us.route';
import { loader as meetTheBrothers } from '../../app/features/directory/meet-the-brothers.route';
import { restoreBackup } from '../../app/features/backups/index.server';
import { backupText } from '../support/backup-text';
import {
  getSiteContent,
  getSiteContentOrDefault,
  restorePreviousVersion,
  saveSection,
} from '../../app/features/site-content/site-content.server';
import { db, queryRows, type Tx } from '../../app/shared/db/db.server';
import { logger } from '../../app/shared/runtime/logger.server';
import { chapterToday } from '../../app/shared/members/current-position.server';
import { addDays } from '../../app/shared/time/calendar-days';
import { members } from '../../db/schema';
import { assignPosition, removeTerm } from '../../app/features/officer-terms/index.server';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { signedInCookie } from '../setup/session-cookie';
import { memberId } from './officer-tools';
import { startKeptPagesServer } from './kept-pages-server';

/**
 * The public pages' cache on the real database: every kind of write that shows on a public page renews the copy
 * at once, and so does a day passing in Los Angeles. The pages are rendered here by their real loaders (the data a
 * page shows), written into a script carrying the render's nonce as the site's document does; the whole site,
 * with React's rendering and the real policy, is covered by tests/e2e/public-page-cache.spec.ts.
 */

const LOADERS: Record<string, (args: never) => unknown> = {
  // The home page's module needs the build's map outlines; its regent section is the site content's.
  '/': async () => ({ regent: (await getSiteContentOrDefault()).regent }),
  '/about-us': aboutUs,
  '/meet-the-brothers': meetTheBrothers,
};

let renders: string[] = [];
/** Held by a test to keep a render waiting after it has read its data. */
let holdRender: Promise<void> | undefined;

async function render(request: Request, nonce: string): Promise<Response> {
  const path = new URL(request.url).pathname;
  renders.push(path);
  const data = await (LOADERS[path] as (args: unknown) => unknown)({
    request,
    params: {},
    context: { cspNonce: nonce },
  });
  await holdRender;
  return new Response(`<script nonce="${nonce}">${JSON.stringify(data)}</script>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}

let server: Awaited<ReturnType<typeof startKeptPagesServer>>;
let origin: string;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  server = await startKeptPagesServer(render);
  origin = server.origin;
});

afterAll(() => server.close());

beforeEach(() => {
  renders = [];
  holdRender = undefined;
});

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(origin + path, { headers });
  return { response, body: await response.text() };
}

/** A brother's name as the page shows it. */
async function aBrother() {
  const [row] = await db()
    .select({ id: members.id, firstName: members.firstName })
    .from(members)
    .where(eq(members.status, 'active'))
    .limit(1);
  return row as { id: number; firstName: string };
}

describe('a public page served from memory', () => {
  it('is rendered once and served again with its own nonce named by the policy', async () => {
    const first = await visit('/about-us');
    const second = await visit('/about-us');
    expect(renders).toEqual(['/about-us']);
    expect(second.body).toBe(first.body);
    for (const { response, body } of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      const nonce = /nonce="([^"]+)"/.exec(body)?.[1];
      expect(response.headers.get('Content-Security-Policy')).toBe(`script-src 'self' 'nonce-${nonce}'`);
    }
  });

  it('is compressed as the visitor accepts, and sent as is otherwise', async () => {
    await visit('/about-us');
    const plain = await visit('/about-us', { 'Accept-Encoding': 'identity' });
    const brotli = await fetch(`${origin}/about-us`, { headers: { 'Accept-Encoding': 'br' } });
    const gzip = await fetch(`${origin}/about-us`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.response.headers.get('Content-Encoding')).toBeNull();
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(await brotli.text()).toBe(plain.body); // fetch decodes both
    expect(await gzip.text()).toBe(plain.body);
    expect(brotli.headers.get('Vary')).toMatch(/Accept-Encoding/);
  });

  it('is never given to a signed-in member, and what a member gets is never kept', async () => {
    const cookie = await signedInCookie(await memberId('member@example.org'));
    await visit('/meet-the-brothers');
    const signedIn = await visit('/meet-the-brothers', { Cookie: cookie });
    expect(signedIn.body).toBe('rendered by the site');
    expect(renders).toEqual(['/meet-the-brothers']);
  });

  it('is not kept when a read failed and the page showed without a section, so the next visitor gets it whole', async () => {
    const brother = await aBrother();
    // A change, so the page is rendered now rather than served as an earlier test kept it.
    await db().update(members).set({ firstName: brother.firstName }).where(eq(members.id, brother.id));
    const errorLog = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await queryRows(sql`alter table terms rename to terms_away`);
    let degraded: string;
    try {
      degraded = (await visit('/about-us')).body;
      expect(errorLog).toHaveBeenCalled();
    } finally {
      await queryRows(sql`alter table terms_away rename to terms`);
      errorLog.mockRestore();
    }
    expect(degraded).toContain('"regents":null');
    const whole = (await visit('/about-us')).body;
    expect(whole).not.toContain('"regents":null');
    expect(renders).toEqual(['/about-us', '/about-us']);
  });

  it('is rendered afresh for an address with a query string (the home page notices)', async () => {
    expect((await visit('/?notice=sign-in&next=%2Fadmin')).body).toBe('rendered by the site');
    expect(renders).toEqual([]);
  });
});

describe('the public pages are renewed', () => {
  it('by a site content save and by restoring the earlier message', async () => {
    const before = (await visit('/')).body;
    const actor = await memberId('regent@example.org');
    const { regent } = await getSiteContent();
    expect(await saveSection('regent', { ...regent, message: 'Renewed at once.' }, actor)).toBe(true);
    expect((await visit('/')).body).toContain('Renewed at once.');
    expect(await restorePreviousVersion('regent', actor)).toBe(true);
    const restored = (await visit('/')).body;
    expect(restored).not.toContain('Renewed at once.');
    expect(JSON.parse(restored.replace(/^<script[^>]*>|<\/script>$/g, '')).regent).toEqual(
      JSON.parse(before.replace(/^<script[^>]*>|<\/script>$/g, '')).regent,
    );
  });

  it('by a member added, changed and removed, whatever code writes it', async () => {
    await visit('/meet-the-brothers');
    const [added] = await db()
      .insert(members)
      .values({ status: 'active', firstName: 'Quill', lastName: 'Novel', class: 'Alpha' })
      .returning({ id: members.id });
    expect((await visit('/meet-the-brothers')).body).toContain('Quill');
    await db()
      .update(members)
      .set({ firstName: 'Quinby' })
      .where(eq(members.id, (added as { id: number }).id));
    expect((await visit('/meet-the-brothers')).body).toContain('Quinby');
    await db()
      .delete(members)
      .where(eq(members.id, (added as { id: number }).id));
    expect((await visit('/meet-the-brothers')).body).not.toContain('Quinby');
    expect(renders).toHaveLength(4);
  });

  it('by an officer term, and by the day it starts arriving in Los Angeles with nothing written', async () => {
    const [added] = await db()
      .insert(members)
      .values({ status: 'active', firstName: 'Tobiah', lastName: 'Morrow', class: 'Alpha' })
      .returning({ id: members.id });
    const id = (added as { id: number }).id;
    const today = chapterToday();
    const tomorrow = addDays(today, 1);
    await visit('/about-us');
    const assigned = await assignPosition(await memberId('webmaster@example.org'), {
      memberId: id,
      position: 'Regent',
      startsOn: tomorrow,
    });
    expect(assigned.termId).toEqual(expect.any(Number));
    renders = [];
    // 23:59 and then 00:01 in Los Angeles (UTC-8 in winter, UTC-7 in summer: both instants hold either way).
    const lateToday = new Date(Date.parse(`${tomorrow}T06:59:00Z`));
    const earlyTomorrow = new Date(Date.parse(`${tomorrow}T08:01:00Z`));
    expect(chapterToday(lateToday)).toBe(today);
    expect(chapterToday(earlyTomorrow)).toBe(tomorrow);
    const lastNight = (await visit('/about-us', { 'X-Test-Now': lateToday.toISOString() })).body;
    const lastNightAgain = (await visit('/about-us', { 'X-Test-Now': lateToday.toISOString() })).body;
    const thisMorning = (await visit('/about-us', { 'X-Test-Now': earlyTomorrow.toISOString() })).body;
    expect(renders).toEqual(['/about-us', '/about-us']);
    expect(lastNightAgain).toBe(lastNight);
    expect(lastNight).not.toContain('Tobiah');
    expect(thisMorning).toContain('Tobiah Morrow');
    expect(await removeTerm(await memberId('webmaster@example.org'), assigned.termId)).toMatchObject({
      termId: assigned.termId,
    });
  });

  it('by a restore of a backup', async () => {
    const backup = await backupText(db());
    const brother = await aBrother();
    await db().update(members).set({ firstName: 'Changed' }).where(eq(members.id, brother.id));
    expect((await visit('/meet-the-brothers')).body).toContain('"Changed"');
    await restoreBackup(db(), backup, { force: true });
    const restored = (await visit('/meet-the-brothers')).body;
    expect(restored).not.toContain('"Changed"');
    expect(restored).toContain(`"${brother.firstName}"`);
  });

  it('is not renewed by a change rolled back, and is by the same change committed', async () => {
    const brother = await aBrother();
    await visit('/meet-the-brothers');
    renders = [];
    const rename = (tx: Tx) => tx.update(members).set({ firstName: 'Rolled' }).where(eq(members.id, brother.id));
    await expect(
      db().transaction(async (tx) => {
        await rename(tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await visit('/meet-the-brothers')).body).not.toContain('"Rolled"');
    expect(renders).toEqual([]);
    await db().transaction(async (tx) => void (await rename(tx)));
    expect((await visit('/meet-the-brothers')).body).toContain('"Rolled"');
    await db().update(members).set({ firstName: brother.firstName }).where(eq(members.id, brother.id));
  });

  it('never keeps a page rendered while a change committed as the current one', async () => {
    await visit('/meet-the-brothers');
    const brother = await aBrother();
    let release = () => undefined as void;
    holdRender = new Promise<void>((resolve) => (release = resolve));
    await db().update(members).set({ firstName: 'Before' }).where(eq(members.id, brother.id));
    // This render reads "Before", then waits while the next change commits.
    const slow = visit('/meet-the-brothers');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await db().update(members).set({ firstName: 'After' }).where(eq(members.id, brother.id));
    holdRender = undefined;
    release();
    expect((await slow).body).toContain('"Before"');
    expect((await visit('/meet-the-brothers')).body).toContain('"After"');
    await db().update(members).set({ firstName: brother.firstName }).where(eq(members.id, brother.id));
  });
});
