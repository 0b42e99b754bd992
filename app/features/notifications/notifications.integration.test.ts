import { eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import { db } from '../../shared/db/db.server';
import { cookieFor, memberId } from '../../../tests/integration/officer-tools';
import { callRoute } from '../../../tests/setup/route-call';
import * as page from './notifications.route';

const PAGE = '/notifications';
let cookie = '';
let member = 0;
let other = 0;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  cookie = await cookieFor('member@example.org');
  member = await memberId('member@example.org');
  other = await memberId('scribe@example.org');
});
beforeEach(async () => {
  await db().execute(sql`truncate notifications restart identity`);
  const notice = { kind: 'announcement', title: 'Dinner', link: '/announcements' };
  await db()
    .insert(notifications)
    .values([
      { ...notice, memberId: member },
      { ...notice, memberId: member },
      { ...notice, memberId: other },
    ]);
});

const unreadOf = async (id: number) =>
  (await db().select().from(notifications).where(eq(notifications.memberId, id))).filter((n) => n.readAt === null)
    .length;

describe('Mark all as read', () => {
  it('marks every unread notification of the member read, and no one else’s', async () => {
    const answer = await callRoute(page.action, PAGE, { cookie, form: { intent: 'mark-all-read' } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/notifications');
    expect(await unreadOf(member)).toBe(0);
    expect(await unreadOf(other)).toBe(1);
  });

  it('refuses anything else posted to the page, saying what to do, and marks nothing', async () => {
    const answer = await callRoute(page.action, PAGE, { cookie, form: { intent: 'delete', id: '1' } });
    expect(answer).toMatchObject({
      status: 400,
      data: { ok: false, message: 'Nothing was marked read: reload the page and try again.' },
    });
    expect(await db().select().from(notifications).where(isNull(notifications.readAt))).toHaveLength(3);
  });

  it('sends a visitor who is not signed in to sign in, marking nothing', async () => {
    const answer = await callRoute(page.action, PAGE, { form: { intent: 'mark-all-read' } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toMatch(/^\/login/);
    expect(await db().select().from(notifications).where(isNull(notifications.readAt))).toHaveLength(3);
  });
});
