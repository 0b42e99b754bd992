import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationChoices } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import { db } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { stopEmails } from '../../shared/notify/notification-choices.server';
import { cookieFor, memberId, snapshot } from '../../../tests/integration/officer-tools';
import { callRoute } from '../../../tests/setup/route-call';
import * as settings from './notification-settings.route';
import { SETTINGS_MESSAGES } from './notification-settings';

const PAGE = '/notifications/settings';
let cookie = '';
let member = 0;

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  cookie = await cookieFor('member@example.org');
  member = await memberId('member@example.org');
});
beforeEach(async () => {
  await db().execute(sql`truncate notification_choices`);
});

const shown = async () =>
  (await callRoute<{ choices: Record<string, string> }>(settings.loader, PAGE, { cookie })).data.choices;

/** The form as the page posts it: every kind's choice, and what the page showed. */
const form = (was: Record<string, string>, changes: Record<string, string> = {}) => ({
  intent: 'save',
  ...was,
  ...changes,
  ...Object.fromEntries(Object.entries(was).map(([kind, channel]) => [`was-${kind}`, channel])),
});

const stored = async () =>
  Object.fromEntries(
    (await db().select().from(notificationChoices).where(eq(notificationChoices.memberId, member))).map((row) => [
      row.kind,
      row.channel,
    ]),
  );

describe('notification settings', () => {
  it('shows each kind’s default, then saves only the kinds changed on the page', async () => {
    const before = await shown();
    expect(before).toEqual({
      announcement: 'email',
      'check-in-opened': 'push',
      'election-nominations': 'email',
      'election-voting': 'email',
      'election-results': 'site',
      'term-start': 'email',
      'weekly-digest': 'email',
      'handbook-edited': 'email',
    });
    const answer = await callRoute(settings.action, PAGE, {
      cookie,
      form: form(before, { 'check-in-opened': 'email' }),
    });
    expect(answer).toMatchObject({ status: 200, data: { ok: true, message: SETTINGS_MESSAGES.saved } });
    expect(await stored()).toEqual({ 'check-in-opened': 'email' });
    expect(await shown()).toEqual({ ...before, 'check-in-opened': 'email' });
  });

  it('keeps a choice made meanwhile elsewhere (an unsubscribe link) that the member did not change on the page', async () => {
    const page = await shown();
    await inTransaction((tx) => stopEmails(tx, member, 'announcement'));
    await callRoute(settings.action, PAGE, { cookie, form: form(page, { 'handbook-edited': 'off' }) });
    expect(await stored()).toEqual({ announcement: 'site', 'handbook-edited': 'off' });
  });

  it('says so when nothing changed, and writes nothing', async () => {
    const before = await snapshot();
    const answer = await callRoute(settings.action, PAGE, { cookie, form: form(await shown()) });
    expect(answer.data).toMatchObject({ ok: true, message: SETTINGS_MESSAGES.unchanged });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a way a kind does not offer (announcements are never off), and writes nothing', async () => {
    const before = await snapshot();
    const answer = await callRoute(settings.action, PAGE, {
      cookie,
      form: form(await shown(), { announcement: 'off' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      message: expect.stringContaining('Choose one of the ways offered'),
    });
    expect(await snapshot()).toEqual(before);
  });

  it('sends a signed-out visitor to sign in, and writes nothing', async () => {
    const before = await snapshot();
    const page = await callRoute(settings.loader, PAGE);
    expect(page.headers.get('Location')).toBe('/login?redirectTo=%2Fnotifications%2Fsettings');
    const change = await callRoute(settings.action, PAGE, {
      form: form({ announcement: 'email' }, { announcement: 'site' }),
    });
    expect(change.status).toBe(302);
    expect(await snapshot()).toEqual(before);
  });
});
