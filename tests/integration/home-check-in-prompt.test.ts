import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { events } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { db, queryRows } from '../../app/shared/db/db.server';
import { logger } from '../../app/shared/runtime/logger.server';
import * as home from '../../app/features/public-pages/home.route';
import * as page from '../../app/features/events/check-in/check-in.route';
import { checkInCode, windowAt } from '../../app/features/events/check-in/check-in-code.server';
import { callRoute } from '../setup/route-call';
import { signedInCookie } from '../setup/session-cookie';
import { memberId } from './officer-tools';
import { startKeptPagesServer } from './kept-pages-server';

// The home page's module reads the build's map outlines, which only the build makes: the map is not what is tested.
vi.mock('../../app/features/public-pages/us-map.server', () => ({ chapterMap: () => null }));

const MINUTE = 60_000;
type Event = typeof events.$inferSelect;
type Home = { checkIns: { id: number; name: string }[] };

let cookie = '';

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  cookie = await signedInCookie(await memberId('member@example.org'));
});

/** An event under way whose check-in opened five minutes ago. */
async function openEvent(): Promise<Event> {
  const [row] = await db()
    .insert(events)
    .values({
      name: `Meeting ${crypto.randomUUID().slice(0, 8)}`,
      startsAt: new Date(Date.now() - 60 * MINUTE),
      endsAt: new Date(Date.now() + 60 * MINUTE),
      checkInStartedAt: new Date(Date.now() - 5 * MINUTE),
      points: 50,
    })
    .returning();
  return row as Event;
}

const homeFor = (cookie?: string) => callRoute<Home>(home.loader, '/', cookie ? { cookie } : {});
const promptsOf = async (event: Event, cookie?: string) =>
  (await homeFor(cookie)).data.checkIns.filter((c) => c.id === event.id);

describe('the home page prompt', () => {
  it('shows a signed-in member the open check-ins they have yet to check in to, and a visitor none', async () => {
    const event = await openEvent();
    expect(await promptsOf(event, cookie)).toEqual([{ id: event.id, name: event.name }]);
    expect(await promptsOf(event)).toEqual([]);
    const code = checkInCode(event.id, event.checkInStartedAt as Date, windowAt(new Date()));
    await callRoute(page.action, '/check-in', { cookie, form: { intent: 'code', code } });
    expect(await promptsOf(event, cookie)).toEqual([]);
  });

  it.each([
    ['events', 'could not load the open check-ins for the home page'],
    ['sessions', 'could not look up who is signed in for the home page'],
  ])('is left out, logged once, when the table %s cannot be read: the page still shows', async (table, logged) => {
    const errorLog = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await queryRows(sql.raw(`alter table ${table} rename to ${table}_away`));
    try {
      const answer = await homeFor(cookie);
      expect({ status: answer.status, checkIns: answer.data.checkIns }).toEqual({ status: 200, checkIns: [] });
      expect(errorLog).toHaveBeenCalledTimes(1);
      expect(errorLog).toHaveBeenCalledWith(expect.anything(), logged);
    } finally {
      await queryRows(sql.raw(`alter table ${table}_away rename to ${table}`));
      errorLog.mockRestore();
    }
  });
});

describe('the home page kept in memory for visitors', () => {
  const render = (request: Request) =>
    callRoute<Home>(home.loader, new URL(request.url).pathname, {
      cookie: request.headers.get('Cookie') ?? undefined,
    }).then(({ data }) => new Response(JSON.stringify(data), { headers: { 'Content-Type': 'text/html' } }));
  let server: Awaited<ReturnType<typeof startKeptPagesServer>>;
  beforeAll(async () => {
    server = await startKeptPagesServer(render, render);
  });
  afterAll(() => server.close());

  it("never holds a member's prompt: a member asks for / first, then a visitor gets no prompt and no event name", async () => {
    const event = await openEvent();
    const member = await (await fetch(`${server.origin}/`, { headers: { Cookie: cookie } })).text();
    expect(member).toContain(event.name);
    const visitor = await (await fetch(`${server.origin}/`)).text();
    expect((JSON.parse(visitor) as Home).checkIns).toEqual([]);
    expect(visitor).not.toContain(event.name);
  });
});
