import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loader as dashboard } from '../../app/features/dashboard/dashboard.route';
import { db } from '../../app/shared/db/db.server';
import { deleteSession } from '../../app/shared/session/sessions.server';
import { sessionIdOf } from '../../app/shared/session/cookies.server';
import { eventPoints, events, members } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { cookieFor, memberId } from './officer-tools';
import { startKeptPagesServer } from './kept-pages-server';

/**
 * A member's dashboard kept in memory per session, on the real database: rendered here by its real loader (what
 * the page shows), renewed by any change it could show and by the minute, and never given to anyone else. The
 * whole site is covered end to end by tests/e2e/member-page-copies.spec.ts.
 */

let renders: string[] = [];

async function render(request: Request, nonce: string): Promise<Response> {
  renders.push(request.headers.get('Cookie') ?? '');
  const data = await dashboard({ request, params: {}, context: { cspNonce: nonce } } as never);
  // The calendar's card streams in on the site; its promise has no place in this stand-in.
  const { events: _calendar, ...shown } = data as Record<string, unknown>;
  return new Response(`<script nonce="${nonce}">${JSON.stringify(shown)}</script>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

let server: Awaited<ReturnType<typeof startKeptPagesServer>>;
let member: string;
let scribe: string;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  server = await startKeptPagesServer(render);
  member = await cookieFor('member@example.org');
  scribe = await cookieFor('scribe@example.org');
});

afterAll(() => server.close());

beforeEach(() => {
  renders = [];
});

async function visit(cookie: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.origin}/dashboard`, { headers: { Cookie: cookie, ...headers } });
  return { response, body: await response.text() };
}

const totalOf = (body: string) =>
  (JSON.parse(body.replace(/^<script[^>]*>|<\/script>$/g, '')).points as { total: number }).total;

describe('a member’s dashboard kept in memory', () => {
  it('is rendered once per session and served again only to that session', async () => {
    const first = await visit(member);
    const again = await visit(member);
    const other = await visit(scribe);
    expect(renders).toEqual([member, scribe]);
    expect(again.body).toBe(first.body);
    expect(first.body).toContain('"email":"member@example.org"');
    expect(other.body).toContain('"email":"scribe@example.org"');
    expect(other.body).not.toContain('member@example.org');
    const nonce = /nonce="([^"]+)"/.exec(again.body)?.[1];
    expect(again.response.headers.get('Content-Security-Policy')).toBe(`script-src 'self' 'nonce-${nonce}'`);
  });

  it('goes to nobody once the session ends, nor to a request with another cookie beside it', async () => {
    const cookie = await cookieFor('member@example.org');
    await visit(cookie);
    expect((await visit(cookie, { 'X-Other': '1' })).body).not.toBe('rendered by the site');
    expect((await visit(`${cookie}; test-clock=2027-01-01T08%3A00%3A00Z`)).body).toBe('rendered by the site');
    await deleteSession((await sessionIdOf(cookie)) as string);
    expect((await visit(cookie)).body).toBe('rendered by the site');
    expect(renders).toEqual([cookie]);
  });

  it('is renewed by points written, whatever code writes them', async () => {
    const id = await memberId('member@example.org');
    const before = totalOf((await visit(member)).body);
    renders = [];
    const [event] = await db()
      .insert(events)
      .values({ name: 'Copy renewal social', startsAt: new Date(0), endsAt: new Date(3_600_000), points: 7 })
      .returning({ id: events.id });
    const eventId = (event as { id: number }).id;
    await db().insert(eventPoints).values({ memberId: id, eventId, points: 7, overridden: true });
    const after = await visit(member);
    expect(totalOf(after.body)).toBe(before + 7);
    expect(after.body).toContain('Copy renewal social');
    await db().delete(events).where(eq(events.id, eventId));
    expect(totalOf((await visit(member)).body)).toBe(before);
    expect(renders).toHaveLength(2);
  });

  it('is renewed by a change to the member, and by the next minute with nothing written', async () => {
    const id = await memberId('member@example.org');
    const [row] = await db().select({ firstName: members.firstName }).from(members).where(eq(members.id, id));
    const firstName = (row as { firstName: string }).firstName;
    await db().update(members).set({ firstName: 'Renewed' }).where(eq(members.id, id));
    try {
      expect((await visit(member)).body).toContain('"firstName":"Renewed"');
    } finally {
      await db().update(members).set({ firstName }).where(eq(members.id, id));
    }
    const minute = Math.ceil(Date.now() / 60_000) * 60_000 + 5 * 60_000;
    const at = (ms: number) => ({ 'X-Test-Now': new Date(ms).toISOString() });
    renders = [];
    await visit(member, at(minute + 1_000));
    await visit(member, at(minute + 59_000));
    await visit(member, at(minute + 60_000));
    expect(renders).toHaveLength(2);
  });
});
