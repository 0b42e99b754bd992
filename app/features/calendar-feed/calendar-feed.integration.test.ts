import { desc, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, events, members } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import { db } from '../../shared/db/db.server';
import { cookieFor, memberId, snapshot } from '../../../tests/integration/officer-tools';
import { callRoute } from '../../../tests/setup/route-call';
import * as feedFile from './calendar-feed-file.route';
import * as feedPage from './calendar-feed.route';
import { feedUrl } from './feed-address.server';
import { FEED_NOT_FOUND } from './feed-file.server';
import { FEED_MESSAGES } from './messages';

const PAGE = '/calendar-feed';
let cookie = '';
let member = 0;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  cookie = await cookieFor('member@example.org');
  member = await memberId('member@example.org');
});

const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** The member's address as their page shows it. */
async function shownAddress(): Promise<string> {
  const { status, data } = await callRoute<{ url: string }>(feedPage.loader, PAGE, { cookie });
  expect(status).toBe(200);
  return data.url;
}

/** What a calendar app gets from an address. */
function fetchFeed(url: string) {
  const file = fileOf(url);
  return callRoute<string>(feedFile.loader, `/calendar/${file}`, { params: { file } });
}

describe('a member’s calendar feed', () => {
  it('is the chapter’s events, signed for the member, with no member’s data in it', async () => {
    const url = await shownAddress();
    expect(url).toMatch(new RegExp(`/calendar/${member}-\\d+-[\\w-]{22}\\.ics$`));
    const { status, data, headers } = await fetchFeed(url);
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(headers.get('Cache-Control')).toBe('private, max-age=900');
    const parsed = Object.values(ical.sync.parseICS(data)).filter((item): item is VEvent => item?.type === 'VEVENT');
    const [latest] = await db().select({ name: events.name }).from(events).orderBy(desc(events.endsAt)).limit(1);
    expect(parsed.length).toBeGreaterThan(0);
    expect(parsed.map((e) => e.summary)).toContain(latest?.name);
    // No address, nor anything else of a member: the emails of every member are absent.
    const emails = (await db().select({ email: members.email }).from(members)).flatMap((m) =>
      m.email ? [m.email] : [],
    );
    for (const email of emails) expect(data).not.toContain(email);
  });

  it('stops the old address when the member makes a new one', async () => {
    const before = await shownAddress();
    const answer = await callRoute(feedPage.action, PAGE, { cookie, form: { intent: 'regenerate' } });
    expect(answer).toMatchObject({
      status: 200,
      data: { intent: 'regenerate', ok: true, message: FEED_MESSAGES.regenerated },
    });
    const after = await shownAddress();
    expect(after).not.toBe(before);
    expect(await fetchFeed(before)).toMatchObject({ status: 404, data: FEED_NOT_FOUND });
    expect((await fetchFeed(after)).status).toBe(200);
    // Again: each new address stops the one before it.
    await callRoute(feedPage.action, PAGE, { cookie, form: { intent: 'regenerate' } });
    expect((await fetchFeed(after)).status).toBe(404);
    const [row] = await db().select().from(calendarFeeds).where(eq(calendarFeeds.memberId, member));
    expect(row?.version).toBe(3);
  });

  it('answers 404 to an address that was changed or whose member is no longer active', async () => {
    const url = await shownAddress();
    const file = fileOf(url);
    const otherMember = file.replace(/^\d+/, String(member + 1));
    expect(
      (await callRoute(feedFile.loader, `/calendar/${otherMember}`, { params: { file: otherMember } })).status,
    ).toBe(404);
    const [alumnus] = await db()
      .insert(members)
      .values({ status: 'alumni', firstName: 'Former', lastName: 'Member', email: 'former.feed@example.org' })
      .returning({ id: members.id });
    expect((await fetchFeed(feedUrl({ memberId: alumnus!.id, version: 1 }))).status).toBe(404);
  });

  it('is refused to a signed-out visitor, who is sent to sign in, and nothing is written', async () => {
    const before = await snapshot();
    const page = await callRoute(feedPage.loader, PAGE);
    expect(page.status).toBe(302);
    expect(page.headers.get('Location')).toBe('/login?redirectTo=%2Fcalendar-feed');
    const change = await callRoute(feedPage.action, PAGE, { form: { intent: 'regenerate' } });
    expect(change.status).toBe(302);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a form that is not the regenerate button’s', async () => {
    const answer = await callRoute(feedPage.action, PAGE, { cookie, form: { intent: 'delete' } });
    expect(answer.status).toBe(400);
  });
});
