import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserManagementResult } from './result';
import { db } from '../../shared/db/db.server';
import { FIELD_MESSAGES, graduationYearMessage } from '../../shared/members/member-fields';
import { CONVERSION_REFUSED, TERMS_FORM } from './messages';
import { action, loader } from './user-management.route';
import {
  auditLog,
  broDateGroupMembers,
  eventPoints,
  media,
  members,
  sessions,
  targets,
  terms,
} from '../../../db/schema';
import { chapterToday } from '../../shared/members/current-position.server';
import { TERM_FIELD_MESSAGES } from '../officer-terms';
import { fullName } from '../../shared/members/full-name';
import type { AdminMember } from './member-list';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import { makePicture, TEXT_FILE } from '../../../tests/fixtures/pictures';
import { databaseState, failInsertsInto } from '../../../tests/setup/db-state';
import { activePlayer } from '../../../tests/integration/officer-tools';
import { type Answer, callRoute } from '../../../tests/setup/route-call';
import { sessionCounts, signedInCookie } from '../../../tests/setup/session-cookie';
import { holdPictureQueue } from '../../../tests/support/busy-picture-queue';

const PATH = '/admin/user-management';
let webmaster: string;
let brotherhood: string;

const idOf = async (email: string) =>
  ((await db().select({ id: members.id }).from(members).where(eq(members.email, email)))[0] as { id: number }).id;
const post = (fields: Record<string, string>, cookie = webmaster) =>
  callRoute<UserManagementResult>(action as never, PATH, { form: fields, cookie });
const member = async (id: number) => (await db().select().from(members).where(eq(members.id, id)))[0];
const auditCount = async (action: string) =>
  (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]?.n;

/** Expects a refusal that changed nothing at all. */
async function expectRefused(attempt: () => Promise<Answer<UserManagementResult>>, status: number, message?: string) {
  const before = await databaseState();
  const answer = await attempt();
  expect(answer.status).toBe(status);
  if (message) expect(answer.data.message).toBe(message);
  expect(await databaseState()).toEqual(before);
  return answer.data;
}

const NEW_USER = {
  intent: 'add-active',
  email: 'New.Member@Example.org',
  firstName: 'Nova',
  lastName: 'Quinn',
  class: 'Mu',
  graduationYear: '2030',
  family: 'Clout Fam',
  major: 'Bioengineering',
  bigId: '',
  linkedinUrl: 'https://www.linkedin.com/in/nova-quinn',
};

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  webmaster = await signedInCookie(await idOf('webmaster@example.org'));
  brotherhood = await signedInCookie(await idOf('brotherhood@example.org'));
});

describe('loader', () => {
  it('lists actives and alumni for the Webmaster', async () => {
    const answer = await callRoute<{ members: { status: string }[] }>(loader as never, PATH, { cookie: webmaster });
    expect(answer.data.members.filter((m) => m.status === 'active').length).toBeGreaterThanOrEqual(30);
    expect(answer.data.members.filter((m) => m.status === 'alumni').length).toBeGreaterThanOrEqual(40);
  });
});

describe('add and edit a user', () => {
  it('adds a user with a lowercased email and an audit row', async () => {
    const answer = await post(NEW_USER);
    expect(answer).toMatchObject({ status: 200, data: { ok: true, message: 'User added successfully' } });
    const id = await idOf('new.member@example.org');
    expect(await member(id)).toMatchObject({ status: 'active', firstName: 'Nova', class: 'Mu', graduationYear: 2030 });
    expect(await auditCount('member.create')).toBe(1);
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', 'First name is required.', 'Error adding user'],
    [{ email: 'nope' }, 'email', 'Enter a valid email address.', 'Error adding user'],
    [{ email: ' ' }, 'email', FIELD_MESSAGES.emailRequired, 'Error adding user'],
    [{ email: 'WEBMASTER@example.org' }, 'email', 'Another member already uses this email.', 'Error adding user'],
    [{ graduationYear: '30' }, 'graduationYear', graduationYearMessage(new Date()), 'Error adding user'],
    [{ graduationYear: '1899' }, 'graduationYear', graduationYearMessage(new Date()), 'Error adding user'],
    [{ lastName: 'x'.repeat(81) }, 'lastName', 'Last name must be at most 80 characters.', 'Error adding user'],
    [{ class: 'x'.repeat(41) }, 'class', 'Class must be at most 40 characters.', 'Error adding user'],
    [{ family: 'Cool Fam' }, 'family', 'Choose one of the chapter families.', 'Error adding user'],
    [{ bigId: '999999' }, 'bigId', 'Choose a big from the list.', 'Error adding user'],
    [
      { linkedinUrl: 'https://linkedin.com/nova' },
      'linkedinUrl',
      'LinkedIn URL must start with https://www.linkedin.com/in/',
      'LinkedIn URL must start with https://www.linkedin.com/in/',
    ],
  ])('refuses %o with a field error and writes nothing', async (change, field, error, alert) => {
    const body = await expectRefused(() => post({ ...NEW_USER, email: 'other@example.org', ...change }), 400, alert);
    expect(body).toMatchObject({ ok: false, errors: { [field]: error } });
  });

  it('updates a user, ignoring the case of their own email', async () => {
    const id = await idOf('new.member@example.org');
    const answer = await post({
      ...NEW_USER,
      intent: 'edit-active',
      id: String(id),
      email: 'NEW.member@example.org',
    });
    expect(answer.data).toMatchObject({ ok: true, message: 'User updated successfully' });
    expect(await member(id)).toMatchObject({ email: 'new.member@example.org' });
    expect(await auditCount('member.update')).toBe(1);
  });

  it('a new email signs that member out everywhere and nobody else; a change of case does not', async () => {
    const id = await idOf('new.member@example.org');
    await signedInCookie(id);
    await signedInCookie(id);
    const before = await sessionCounts(id);
    expect(before.own).toBe(2);
    const edit = (email: string) => post({ ...NEW_USER, intent: 'edit-active', id: String(id), email });

    expect((await edit('New.Member@Example.org')).data).toMatchObject({ ok: true });
    expect(await sessionCounts(id)).toEqual(before);
    expect((await edit('nova.quinn@example.org')).data).toMatchObject({ ok: true });
    expect(await sessionCounts(id)).toEqual({ own: 0, others: before.others });
    expect((await edit('new.member@example.org')).data).toMatchObject({ ok: true });
  });

  it('refuses a big that is the record itself or one of its descendants', async () => {
    const [big] = await db()
      .select({ id: members.id, bigId: members.bigId })
      .from(members)
      .where(sql`${members.bigId} is not null and exists (select 1 from members l where l.big_id = ${members.id})`)
      .limit(1);
    const { id: bigId } = big as { id: number };
    const [little] = await db().select({ id: members.id }).from(members).where(eq(members.bigId, bigId)).limit(1);
    const target = await member(bigId);
    const edit = (newBig: number) =>
      post({
        intent: target?.status === 'active' ? 'edit-active' : 'edit-alumni',
        id: String(bigId),
        firstName: target?.firstName ?? '',
        lastName: target?.lastName ?? '',
        email: target?.email ?? '',
        bigId: String(newBig),
      });
    const message = target?.status === 'active' ? 'Error updating user' : 'Error updating alumni';
    for (const loop of [bigId, (little as { id: number }).id]) {
      const body = await expectRefused(() => edit(loop), 400, message);
      expect(body).toMatchObject({ errors: { bigId: 'This big would make a loop in the family tree.' } });
    }
  });

  it('answers 404 for a record that does not exist', async () => {
    await expectRefused(() => post({ ...NEW_USER, intent: 'edit-active', id: '999999' }), 404, 'Error updating user');
  });
});

describe('add and edit alumni', () => {
  const ALUMNUS = {
    intent: 'add-alumni',
    firstName: 'Olive',
    lastName: 'Park',
    graduationYear: '2015',
    family: 'Engh Gang',
    foundingMember: 'on',
  };

  it('adds and updates an alumni record with its flags', async () => {
    expect((await post(ALUMNUS)).data).toMatchObject({ ok: true, message: 'Alumni added successfully' });
    const [row] = await db().select().from(members).where(eq(members.lastName, 'Park'));
    expect(row).toMatchObject({ status: 'alumni', email: null, foundingMember: true, dropped: false });
    const id = (row as { id: number }).id;
    const answer = await post({ ...ALUMNUS, intent: 'edit-alumni', id: String(id), dropped: 'on', foundingMember: '' });
    expect(answer.data).toMatchObject({ ok: true, message: 'Alumni updated successfully' });
    expect(await member(id)).toMatchObject({ dropped: true, foundingMember: false });
  });

  it('keeps the email and class an alumni record is saved with, and refuses an email another member has', async () => {
    const [row] = await db().select().from(members).where(eq(members.lastName, 'Park'));
    const edit = { ...ALUMNUS, intent: 'edit-alumni', id: String(row?.id), email: 'Olive@Park.org', class: 'Gamma' };
    expect((await post(edit)).data).toMatchObject({ ok: true });
    expect(await member(row?.id as number)).toMatchObject({ email: 'olive@park.org', class: 'Gamma' });
    const body = await expectRefused(
      () => post({ ...edit, email: 'member@example.org' }),
      400,
      'Error updating alumni',
    );
    expect(body.errors).toEqual({ email: 'Another member already uses this email.' });
  });

  it('refuses bad alumni input and the edit of an active through the alumni form', async () => {
    await expectRefused(() => post({ ...ALUMNUS, lastName: '' }), 400, 'Error adding alumni');
    const active = await idOf('member@example.org');
    await expectRefused(
      () => post({ ...ALUMNUS, intent: 'edit-alumni', id: String(active) }),
      404,
      'Error updating alumni',
    );
  });
});

describe('conversions', () => {
  const player = activePlayer;

  it('active -> alumni keeps the id, email and class, and removes points, games and sessions', async () => {
    const id = await player();
    const before = await member(id);
    await signedInCookie(id);
    const [own] = await db().select().from(targets).where(eq(targets.memberId, id));
    const [hunter] = await db().select().from(targets).where(eq(targets.targetId, id));
    const answer = await post({ intent: 'to-alumni', id: String(id) });
    expect(answer.data).toEqual({
      intent: 'to-alumni',
      ok: true,
      message: `${before?.firstName} ${before?.lastName} was converted to alumni.`,
    });
    expect(await member(id)).toMatchObject({
      id,
      status: 'alumni',
      email: before?.email,
      dropped: false,
      class: before?.class,
      bigId: before?.bigId,
    });
    expect(before?.email).toMatch(/@/);
    const left = async (table: typeof eventPoints | typeof broDateGroupMembers | typeof sessions | typeof targets) =>
      (await db().select({ n: count() }).from(table).where(eq(table.memberId, id)))[0]?.n;
    expect(await left(eventPoints)).toBe(0);
    expect(await left(broDateGroupMembers)).toBe(0);
    expect(await left(sessions)).toBe(0);
    expect(await left(targets)).toBe(0);
    if (hunter) {
      const [after] = await db().select().from(targets).where(eq(targets.memberId, hunter.memberId));
      expect(after?.targetId).toBe(own?.targetId);
    }
    expect(await auditCount('member.convert-to-alumni')).toBe(1);
    await expectRefused(() => post({ intent: 'to-alumni', id: String(id) }), 404, CONVERSION_REFUSED.gone);
    // Back to active with the same email; the points do not come back.
    const back = await post({ intent: 'to-active', id: String(id) });
    expect(back.data).toMatchObject({ ok: true });
    expect(await member(id)).toMatchObject({
      status: 'active',
      email: before?.email,
      class: before?.class,
    });
    expect(await left(eventPoints)).toBe(0);
  });

  it('alumni -> active keeps the id, class and founding flag, and asks for an email when the record has none', async () => {
    const [alumnus] = await db()
      .select()
      .from(members)
      .where(and(eq(members.status, 'alumni'), sql`${members.class} is not null`, sql`${members.email} is null`))
      .limit(1);
    const id = (alumnus as { id: number }).id;
    await db().update(members).set({ foundingMember: true }).where(eq(members.id, id));
    const audits = await auditCount('alumni.convert-to-active');
    const noEmail = await expectRefused(() => post({ intent: 'to-active', id: String(id) }), 400);
    expect(noEmail).toMatchObject({
      message: CONVERSION_REFUSED.fields,
      errors: { email: FIELD_MESSAGES.emailRequired },
    });
    const taken = await expectRefused(
      () => post({ intent: 'to-active', id: String(id), email: 'Regent@example.org' }),
      400,
      CONVERSION_REFUSED.fields,
    );
    expect(taken.errors).toEqual({ email: 'Another member already uses this email.' });
    const bad = await expectRefused(() => post({ intent: 'to-active', id: String(id), email: 'nope' }), 400);
    expect(bad.errors).toEqual({ email: FIELD_MESSAGES.email });

    const answer = await post({ intent: 'to-active', id: String(id), email: 'Back.Again@example.org' });
    expect(answer.data.message).toBe(
      `${alumnus?.firstName} ${alumnus?.lastName} was converted back to an active user.`,
    );
    expect(await member(id)).toMatchObject({
      id,
      status: 'active',
      email: 'back.again@example.org',
      class: alumnus?.class,
      foundingMember: true,
      bigId: alumnus?.bigId,
    });
    expect(await auditCount('alumni.convert-to-active')).toBe((audits ?? 0) + 1);
    await expectRefused(() => post({ intent: 'to-active', id: String(id) }), 404, CONVERSION_REFUSED.gone);
    await expectRefused(() => post({ intent: 'to-active', id: 'abc' }), 400, CONVERSION_REFUSED.gone);
  });

  it('a failure in the middle leaves the database exactly as before', async () => {
    const activeId = await player();
    const [alumnus] = await db().select({ id: members.id }).from(members).where(eq(members.status, 'alumni')).limit(1);
    const restore = await failInsertsInto('audit_log');
    try {
      await expectRefused(() => post({ intent: 'to-alumni', id: String(activeId) }), 500, CONVERSION_REFUSED.failed);
      await expectRefused(
        () => post({ intent: 'to-active', id: String(alumnus?.id), email: 'some.one@example.org' }),
        500,
        CONVERSION_REFUSED.failed,
      );
      await expectRefused(() => post({ ...NEW_USER, email: 'fresh@example.org' }), 500, 'Error adding user');
    } finally {
      await restore();
    }
  });
});

describe('officer terms', () => {
  const termsOf = (memberId: number) =>
    db().select().from(terms).where(eq(terms.memberId, memberId)).orderBy(asc(terms.startsOn));
  const loadMember = async (id: number) =>
    (await callRoute<{ members: AdminMember[] }>(loader as never, PATH, { cookie: webmaster })).data.members.find(
      (m) => m.id === id,
    );

  it("shows the role as a view of the term covering today, with the member's terms", async () => {
    const scribe = await loadMember(await idOf('scribe@example.org'));
    expect(scribe).toMatchObject({ role: 'Scribe', roleSince: expect.stringMatching(/^\d{4}-01-01$/) });
    expect(scribe?.terms).toEqual([
      { id: expect.any(Number), position: 'Scribe', startsOn: scribe?.roleSince, endsOn: null, givesBack: [] },
    ]);
    expect(await loadMember(await idOf('member@example.org'))).toMatchObject({
      role: null,
      roleSince: null,
      terms: [],
    });
  });

  it('assigns a position from a day, ends a term and removes one not begun, each answered and audited', async () => {
    const id = await idOf('member@example.org');
    // The demo's Historian holds it until further notice: the answer says their term ends the day before.
    const [historian] = await db()
      .select({ firstName: members.firstName, lastName: members.lastName })
      .from(terms)
      .innerJoin(members, eq(members.id, terms.memberId))
      .where(and(eq(terms.position, 'Historian'), isNull(terms.endsOn)));
    const assigned = await post({
      intent: 'assign-term',
      memberId: String(id),
      position: 'Historian',
      startsOn: '2031-01-01',
    });
    expect(assigned.data).toEqual({
      intent: 'assign-term',
      ok: true,
      message:
        `${fullName((await member(id)) as { firstName: string; lastName: string })} is Historian from January 1, 2031. ` +
        `${fullName(historian as { firstName: string; lastName: string })}'s term as Historian ends on December 31, 2030.`,
    });
    const [coming] = await termsOf(id);
    expect(coming).toMatchObject({ position: 'Historian', startsOn: '2031-01-01', endsOn: null });
    expect(await auditCount('terms.assign')).toBeGreaterThanOrEqual(1);

    // A term not begun may end on its first day or later; ending it later than it ends is refused in place.
    const ended = await post({ intent: 'end-term', termId: String(coming?.id), lastDay: '2031-06-30' });
    expect(ended.data).toMatchObject({ ok: true, message: expect.stringContaining('ends on June 30, 2031') });
    const longer = await expectRefused(
      () => post({ intent: 'end-term', termId: String(coming?.id), lastDay: '2031-12-31' }),
      400,
    );
    expect(longer.message).toContain('already ends on June 30, 2031. Choose an earlier last day.');
    const removed = await post({ intent: 'remove-term', termId: String(coming?.id) });
    expect(removed.data).toMatchObject({
      ok: true,
      message: expect.stringContaining('term as Historian was removed'),
    });
    expect(await termsOf(id)).toEqual([]);
    await expectRefused(() => post({ intent: 'remove-term', termId: String(coming?.id) }), 404);
  });

  it('sends with a coming term exactly the terms removing it gives back, as the removal then does', async () => {
    const id = await idOf('member@example.org');
    const everyTermNow = () => db().select().from(terms).orderBy(asc(terms.id));
    const before = await everyTermNow();
    await post({ intent: 'assign-term', memberId: String(id), position: 'Historian', startsOn: '2031-01-01' });
    const coming = (await loadMember(id))?.terms.find((term) => term.startsOn === '2031-01-01');
    const historian = before.find((term) => term.position === 'Historian' && term.endsOn === null);
    expect(coming?.givesBack).toEqual([
      {
        id: historian?.id,
        memberId: historian?.memberId,
        memberName: fullName((await member(historian?.memberId ?? -1)) as { firstName: string; lastName: string }),
        position: 'Historian',
        startsOn: historian?.startsOn,
        endsOn: null,
        endedOn: '2030-12-31',
      },
    ]);
    const ended = await everyTermNow();
    await post({ intent: 'remove-term', termId: String(coming?.id) });
    const after = await everyTermNow();
    const givenBack = after.filter((term) => ended.find((old) => old.id === term.id)?.endsOn !== term.endsOn);
    expect(givenBack.map(({ id, endsOn }) => ({ id, endsOn }))).toEqual(
      coming?.givesBack.map(({ id, endsOn }) => ({ id, endsOn })),
    );
    expect(after).toEqual(before);
  });

  it('refuses a bad day or position with the field marked, and an overlap naming the term in the way', async () => {
    const id = String(await idOf('member@example.org'));
    const badDay = await expectRefused(
      () => post({ intent: 'assign-term', memberId: id, position: 'Historian', startsOn: '2031-02-30' }),
      400,
      TERMS_FORM.fix,
    );
    expect(badDay.errors).toEqual({ startsOn: TERM_FIELD_MESSAGES.day });
    const badPosition = await expectRefused(
      () => post({ intent: 'assign-term', memberId: id, position: 'President', startsOn: '2031-01-01' }),
      400,
      TERMS_FORM.fix,
    );
    expect(badPosition.errors).toEqual({ position: TERM_FIELD_MESSAGES.position });
    const regent = await idOf('regent@example.org');
    expect(
      (await post({ intent: 'assign-term', memberId: String(regent), position: 'Regent', startsOn: '2032-01-01' })).data
        .ok,
    ).toBe(false);
    const later = await post({ intent: 'assign-term', memberId: id, position: 'Vice Regent', startsOn: '2032-01-01' });
    expect(later.data.ok).toBe(true);
    const overlap = await expectRefused(
      () => post({ intent: 'assign-term', memberId: id, position: 'Historian', startsOn: '2031-01-01' }),
      409,
    );
    expect(overlap.message).toMatch(/^Nothing was changed: .* is Vice Regent from January 1, 2032, which overlaps\./);
    const [term] = await termsOf(Number(id));
    expect((await post({ intent: 'remove-term', termId: String(term?.id) })).data.ok).toBe(true);
  });

  it('converting to alumni ends the running term that day and removes the coming ones, audited', async () => {
    const id = await idOf('mediation@example.org');
    const today = chapterToday();
    const [running] = await termsOf(id);
    expect(running).toMatchObject({ position: 'Mediation Chair', endsOn: null });
    expect(
      (await post({ intent: 'assign-term', memberId: String(id), position: 'Regent', startsOn: '2033-01-01' })).data.ok,
    ).toBe(true);
    const ends = await auditCount('terms.end');
    const removals = await auditCount('terms.remove');
    expect((await post({ intent: 'to-alumni', id: String(id) })).data.ok).toBe(true);
    // The assignment ended the running term on December 31, 2032; the conversion ends it today.
    expect(await termsOf(id)).toEqual([
      expect.objectContaining({ id: running?.id, position: 'Mediation Chair', endsOn: today }),
    ]);
    expect(await auditCount('terms.end')).toBe((ends ?? 0) + 1);
    expect(await auditCount('terms.remove')).toBe((removals ?? 0) + 1);
    // Today is the term's last day: the alumnus cannot sign in, and from tomorrow holds no position.
    expect(await loadMember(id)).toMatchObject({ status: 'alumni', role: 'Mediation Chair' });
    expect((await post({ intent: 'to-active', id: String(id) })).data.ok).toBe(true);
  });
});

describe('permissions', () => {
  it('a role without the tool gets 403 for every action and nothing is written', async () => {
    const active = String(await idOf('member@example.org'));
    const attempts: Record<string, string>[] = [
      NEW_USER,
      { ...NEW_USER, intent: 'edit-active', id: active },
      { intent: 'add-alumni', firstName: 'A', lastName: 'B' },
      { intent: 'to-alumni', id: active },
      { intent: 'to-active', id: active },
      { intent: 'import' },
      { intent: 'assign-term', memberId: active, position: 'Regent', startsOn: '2030-01-01' },
      { intent: 'end-term', termId: '1', lastDay: '2030-01-01' },
      { intent: 'remove-term', termId: '1' },
    ];
    for (const fields of attempts) {
      await expectRefused(() => post(fields, brotherhood), 403);
      await expectRefused(() => callRoute(action as never, PATH, { form: fields }), 403);
    }
  });

  it('an unknown intent is refused', async () => {
    await expectRefused(() => post({ intent: 'delete-everyone' }), 400, 'Unknown action.');
  });
});

describe('pictures', () => {
  const withPicture = (fields: Record<string, string>, bytes: Uint8Array, name = 'portrait.jpg') =>
    callRoute<UserManagementResult>(action as never, PATH, {
      form: { ...fields, picture: new File([bytes as Uint8Array<ArrayBuffer>], name) },
      cookie: webmaster,
    });
  const ALUMNA = { intent: 'add-alumni', firstName: 'Pia', lastName: 'Frame' };

  it('stores a chosen picture as WebP with the record, and replaces it on edit', async () => {
    const answer = await withPicture(ALUMNA, await makePicture('jpeg'));
    expect(answer.data).toMatchObject({ ok: true, message: 'Alumni added successfully' });
    const [row] = await db().select().from(members).where(eq(members.lastName, 'Frame'));
    const first = row?.profilePictureUrl as string;
    expect(first).toMatch(/^\/media\/profilePictures\/\d+_portrait\.webp$/);
    const firstKey = first.replace('/media/', '');
    expect((await db().select().from(media).where(eq(media.key, firstKey)))[0]?.contentType).toBe('image/webp');

    const edit = { ...ALUMNA, intent: 'edit-alumni', id: String(row?.id) };
    expect((await withPicture(edit, await makePicture('png'), 'new.png')).data.ok).toBe(true);
    const second = (await member(row?.id as number))?.profilePictureUrl as string;
    expect(second).toMatch(/^\/media\/profilePictures\/\d+_new\.webp$/);
    expect(await db().$count(media, eq(media.key, firstKey))).toBe(0);
    expect(await db().$count(media, eq(media.key, second.replace('/media/', '')))).toBe(1);

    // Saving without choosing a file keeps the picture.
    expect((await post(edit)).data.ok).toBe(true);
    expect((await member(row?.id as number))?.profilePictureUrl).toBe(second);
  });

  it('removes the picture when the box is ticked, deleting the upload; a chosen file wins over the box', async () => {
    const [row] = await db().select().from(members).where(eq(members.lastName, 'Frame'));
    const edit = { ...ALUMNA, intent: 'edit-alumni', id: String(row?.id) };
    const keyOf = async () => ((await member(row?.id as number))?.profilePictureUrl as string).replace('/media/', '');
    const current = await keyOf();

    expect((await withPicture({ ...edit, removePicture: 'on' }, await makePicture('png'), 'kept.png')).data.ok).toBe(
      true,
    );
    const replaced = await keyOf();
    expect(replaced).toMatch(/^profilePictures\/\d+_kept\.webp$/);
    expect(await db().$count(media, eq(media.key, current))).toBe(0);

    expect((await post({ ...edit, removePicture: 'on' })).data).toMatchObject({ ok: true });
    expect((await member(row?.id as number))?.profilePictureUrl).toBeNull();
    expect(await db().$count(media, eq(media.key, replaced))).toBe(0);
  });

  it('refuses a file that is not a picture, with the field error, and writes nothing', async () => {
    const body = await expectRefused(() => withPicture({ ...ALUMNA, lastName: 'Text' }, TEXT_FILE, 'me.jpg'), 400);
    expect(body).toMatchObject({
      message: 'Error adding alumni',
      errors: { picture: 'The picture must be a JPEG, PNG or WebP image.' },
    });
  });

  it('refuses a picture while the server is busy processing others, saying so, and writes nothing', async () => {
    const release = holdPictureQueue();
    try {
      const picture = await makePicture('png');
      const body = await expectRefused(() => withPicture({ ...ALUMNA, lastName: 'Busy' }, picture, 'me.png'), 503);
      expect(body).toMatchObject({
        message: 'Error adding alumni',
        errors: { picture: 'The server is busy processing pictures. Please try again in a moment.' },
      });
    } finally {
      await release();
    }
  });

  it('a failure after the picture is stored leaves the database exactly as before', async () => {
    const restore = await failInsertsInto('audit_log');
    try {
      await expectRefused(
        async () => withPicture({ ...ALUMNA, lastName: 'Rollback' }, await makePicture('webp')),
        500,
        'Error adding alumni',
      );
    } finally {
      await restore();
    }
  });
});
