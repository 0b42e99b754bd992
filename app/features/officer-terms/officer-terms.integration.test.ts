import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, members, terms } from '../../../db/schema';
import { db, queryRows } from '../../shared/db/db.server';
import { recordAudit } from '../../shared/db/audit.server';
import { Refusal } from '../../shared/forms/refusal';
import { databaseState, injectFailure } from '../../../tests/setup/db-state';
import { messages } from './messages';
import {
  assignPosition,
  assignPositions,
  currentPosition,
  endTerm,
  positionHistory,
  publicPositionHistory,
  removeTerm,
  termsOfMember,
} from './officer-terms.server';

let officer: number;
let alice: number;
let bob: number;
let carol: number;

async function addMember(firstName: string, status: 'active' | 'alumni' = 'active'): Promise<number> {
  const [row] = await db().insert(members).values({ status, firstName, lastName: 'Tau' }).returning({ id: members.id });
  return (row as { id: number }).id;
}

const allTerms = () =>
  db()
    .select({ memberId: terms.memberId, position: terms.position, startsOn: terms.startsOn, endsOn: terms.endsOn })
    .from(terms)
    .orderBy(asc(terms.id));

const auditRows = () =>
  db().select({ action: auditLog.action, details: auditLog.details }).from(auditLog).orderBy(asc(auditLog.id));

beforeEach(async () => {
  await db().execute(sql`truncate terms, audit_log, members restart identity cascade`);
  officer = await addMember('Olive');
  alice = await addMember('Alice');
  bob = await addMember('Bob');
  carol = await addMember('Carol');
});

describe('assigning a position', () => {
  it("hands it over: the outgoing holder and the member's own previous position end the day before, with one audit row", async () => {
    await assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2026-01-01' });
    await assignPosition(officer, { memberId: bob, position: 'Scribe', startsOn: '2026-01-01' });

    const outcome = await assignPosition(officer, { memberId: bob, position: 'Regent', startsOn: '2027-01-01' });

    // The answer names every term the handover ends, the outgoing holder's and the member's own.
    expect(outcome).toMatchObject({
      message:
        "Bob Tau is Regent from January 1, 2027. Alice Tau's term as Regent ends on December 31, 2026. " +
        "Bob Tau's term as Scribe ends on December 31, 2026.",
    });
    expect(await allTerms()).toEqual([
      { memberId: alice, position: 'Regent', startsOn: '2026-01-01', endsOn: '2026-12-31' },
      { memberId: bob, position: 'Scribe', startsOn: '2026-01-01', endsOn: '2026-12-31' },
      { memberId: bob, position: 'Regent', startsOn: '2027-01-01', endsOn: null },
    ]);
    const audit = await auditRows();
    expect(audit).toHaveLength(3);
    expect(audit[2]).toEqual({
      action: 'terms.assign',
      details: {
        memberId: bob,
        // Names as they were, so the officers' board changes read them after a member is renamed or gone.
        name: 'Bob Tau',
        termId: outcome.termId,
        position: 'Regent',
        startsOn: '2027-01-01',
        ended: [
          { termId: 1, memberId: alice, name: 'Alice Tau', position: 'Regent', endsOn: '2026-12-31', endedOn: null },
          { termId: 2, memberId: bob, name: 'Bob Tau', position: 'Scribe', endsOn: '2026-12-31', endedOn: null },
        ],
      },
    });
  });

  it('refuses to cut a term already set to begin on or after the day, naming it, and writes nothing', async () => {
    await assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2026-01-01' });
    await assignPosition(officer, { memberId: bob, position: 'Regent', startsOn: '2027-01-01' });
    const before = await databaseState();

    const outcome = assignPosition(officer, { memberId: carol, position: 'Regent', startsOn: '2026-06-01' });

    await expect(outcome).rejects.toThrow(Refusal);
    await expect(outcome).rejects.toMatchObject({
      status: 409,
      message:
        'Nothing was changed: Bob Tau is Regent from January 1, 2027, which overlaps. A position has one holder ' +
        'and a member one position at a time: remove that term first, or choose a start after it.',
    });
    expect(await databaseState()).toEqual(before);
  });

  it('refuses an alumnus and a member who is gone, writing nothing', async () => {
    const alumnus = await addMember('Al', 'alumni');
    const before = await databaseState();
    await expect(
      assignPosition(officer, { memberId: alumnus, position: 'Scribe', startsOn: '2027-01-01' }),
    ).rejects.toMatchObject({
      status: 400,
      message: messages.notActive('Al Tau'),
    });
    await expect(
      assignPosition(officer, { memberId: 9999, position: 'Scribe', startsOn: '2027-01-01' }),
    ).rejects.toMatchObject({
      status: 404,
      message: messages.memberGone,
    });
    expect(await databaseState()).toEqual(before);
  });

  it('lets only one of two officers assigning the same position at once succeed; the other is told who holds it', async () => {
    const outcomes = await Promise.allSettled([
      assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2027-01-01' }),
      assignPosition(carol, { memberId: bob, position: 'Regent', startsOn: '2027-01-01' }),
    ]);

    const saved = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(saved).toHaveLength(1);
    const held = await allTerms();
    expect(held).toHaveLength(1);
    const winner = held[0]!.memberId === alice ? 'Alice Tau' : 'Bob Tau';
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(Refusal);
    expect(refused?.reason).toMatchObject({
      status: 409,
      message: messages.laterTerm({ memberName: winner, position: 'Regent', startsOn: '2027-01-01', endsOn: null }),
    });
    expect((await auditRows()).map((row) => row.action)).toEqual(['terms.assign']);
  });

  it('lets a member take only one of two positions assigned to them at once', async () => {
    const outcomes = await Promise.allSettled([
      assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2027-01-01' }),
      assignPosition(carol, { memberId: alice, position: 'Scribe', startsOn: '2027-01-01' }),
    ]);

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await allTerms()).toHaveLength(1);
  });
});

describe('assigning a board together', () => {
  it("assigns every position and writes the caller's own record in the same transaction", async () => {
    await assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2026-01-01' });

    const outcome = await assignPositions(
      officer,
      [
        { memberId: bob, position: 'Regent', startsOn: '2027-01-01' },
        { memberId: carol, position: 'Scribe', startsOn: '2027-01-01' },
      ],
      (tx) =>
        tx
          .update(members)
          .set({ major: 'Applied' })
          .where(eq(members.id, officer))
          .then(() => undefined),
    );

    expect(outcome).toMatchObject({ termId: expect.any(Number) });
    expect(await allTerms()).toEqual([
      { memberId: alice, position: 'Regent', startsOn: '2026-01-01', endsOn: '2026-12-31' },
      { memberId: bob, position: 'Regent', startsOn: '2027-01-01', endsOn: null },
      { memberId: carol, position: 'Scribe', startsOn: '2027-01-01', endsOn: null },
    ]);
    const [record] = await db().select({ major: members.major }).from(members).where(eq(members.id, officer));
    expect(record?.major).toBe('Applied');
  });

  it("writes nothing, the caller's record included, when one assignment is refused", async () => {
    await assignPosition(officer, { memberId: alice, position: 'Scribe', startsOn: '2027-02-01' });
    const before = await databaseState();

    // The caller's record is written first, in the same transaction, and goes with the refused terms.
    const outcome = assignPositions(
      officer,
      [
        { memberId: bob, position: 'Regent', startsOn: '2027-01-01' },
        { memberId: carol, position: 'Scribe', startsOn: '2027-01-01' },
      ],
      (tx) => recordAudit(tx, officer, 'elections.apply', { title: 'Board elections' }),
    );

    await expect(outcome).rejects.toThrow(Refusal);
    await expect(outcome).rejects.toMatchObject({
      status: 409,
      message: messages.laterTerm({
        memberName: 'Alice Tau',
        position: 'Scribe',
        startsOn: '2027-02-01',
        endsOn: null,
      }),
    });
    expect(await databaseState()).toEqual(before);
  });

  it('refuses an empty board', async () => {
    const empty = assignPositions(officer, []);
    await expect(empty).rejects.toThrow(Refusal);
    await expect(empty).rejects.toMatchObject({ status: 400, message: messages.nothingToAssign });
  });
});

describe('a change that fails part-way', () => {
  it('leaves every term as it was when the audit row cannot be written', async () => {
    await assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2026-01-01' });
    const before = await databaseState();
    const restore = await injectFailure('audit_log', 'insert');

    await expect(
      assignPosition(officer, { memberId: bob, position: 'Regent', startsOn: '2027-01-01' }),
    ).rejects.toThrow();

    await restore();
    expect(await databaseState()).toEqual(before);
  });

  it("answers the database's overlap refusal as another officer's change, writing nothing", async () => {
    const before = await databaseState();
    const stop = await injectFailure('terms', 'insert', 'true', '23P01');

    const outcome = await assignPosition(officer, { memberId: bob, position: 'Regent', startsOn: '2027-01-01' }).catch(
      (error: unknown) => error,
    );

    await stop();
    expect(outcome).toBeInstanceOf(Refusal);
    expect(outcome).toMatchObject({ status: 409, message: messages.overlapped });
    expect(await databaseState()).toEqual(before);
  });
});

describe('ending and removing a term', () => {
  it('ends a term on its last day, recording the end it had before', async () => {
    const assigned = await assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2026-01-01' });
    const termId = assigned.termId;

    expect(await endTerm(officer, termId, '2026-12-31')).toEqual({
      termId,
      message: "Alice Tau's term as Regent ends on December 31, 2026.",
    });
    expect((await allTerms())[0]?.endsOn).toBe('2026-12-31');
    expect((await auditRows()).at(-1)).toEqual({
      action: 'terms.end',
      details: { memberId: alice, termId, position: 'Regent', endsOn: '2026-12-31', endedOn: null },
    });
  });

  it('refuses a last day before the first, or a term that is gone, writing nothing', async () => {
    const assigned = await assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2027-01-01' });
    const termId = assigned.termId;
    const before = await databaseState();

    const early = endTerm(officer, termId, '2026-12-31');
    await expect(early).rejects.toThrow(Refusal);
    await expect(early).rejects.toMatchObject({ status: 400 });
    await expect(early).rejects.toHaveProperty(
      'message',
      "Nothing was changed: Alice Tau's term as Regent starts on January 1, 2027, so it cannot end before then. " +
        'To undo a term that has not started, remove it.',
    );
    await expect(endTerm(officer, 9999, '2027-02-01')).rejects.toMatchObject({
      status: 404,
      message: messages.termGone,
    });
    expect(await databaseState()).toEqual(before);
  });

  it('removes a term that begins today or later, and keeps one begun before today as history', async () => {
    const coming = await assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2027-01-01' });
    const comingId = coming.termId;
    const onNewYearsDay = new Date('2027-01-01T23:00:00Z'); // 3 PM, January 1, in Los Angeles
    const theDayAfter = new Date('2027-01-02T08:00:00Z'); // midnight, January 2, in Los Angeles

    const kept = removeTerm(officer, comingId, theDayAfter);
    await expect(kept).rejects.toThrow(Refusal);
    await expect(kept).rejects.toMatchObject({ status: 409 });
    expect(await allTerms()).toHaveLength(1);

    expect(await removeTerm(officer, comingId, onNewYearsDay)).toEqual({
      termId: comingId,
      message: "Alice Tau's term as Regent was removed.",
    });
    expect(await allTerms()).toEqual([]);
    expect((await auditRows()).at(-1)).toEqual({
      action: 'terms.remove',
      details: {
        memberId: alice,
        termId: comingId,
        position: 'Regent',
        startsOn: '2027-01-01',
        endsOn: null,
        restored: [],
      },
    });
  });

  it('gives back to the outgoing holder and the new holder their terms the removed assignment ended', async () => {
    await assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2026-01-01' });
    await assignPosition(officer, { memberId: bob, position: 'Scribe', startsOn: '2026-01-01' });
    await assignPosition(officer, { memberId: carol, position: 'Treasurer', startsOn: '2026-01-01' });
    await endTerm(officer, 3, '2027-06-30');
    const mistake = await assignPosition(officer, { memberId: bob, position: 'Regent', startsOn: '2027-01-01' });
    // Carol's Regent from March ends the mistake and her Treasurer's term; removed, it gives the Treasurer back its
    // own last day (June 30), not an open end.
    await assignPosition(officer, { memberId: carol, position: 'Regent', startsOn: '2027-03-01' });
    await removeTerm(officer, 5, new Date('2026-12-01T20:00:00Z'));
    const removed = await removeTerm(officer, mistake.termId, new Date('2026-12-01T20:00:00Z'));

    expect(removed).toEqual({
      termId: 4,
      message:
        "Bob Tau's term as Regent was removed. Alice Tau is Regent from January 1, 2026 again, as before it was " +
        'assigned. Bob Tau is Scribe from January 1, 2026 again, as before it was assigned.',
    });
    expect(await allTerms()).toEqual([
      { memberId: alice, position: 'Regent', startsOn: '2026-01-01', endsOn: null },
      { memberId: bob, position: 'Scribe', startsOn: '2026-01-01', endsOn: null },
      { memberId: carol, position: 'Treasurer', startsOn: '2026-01-01', endsOn: '2027-06-30' },
    ]);
  });

  it('leaves an ended term ended where a term assigned since is in its way', async () => {
    await assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2026-01-01' });
    const bobRegent = await assignPosition(officer, { memberId: bob, position: 'Regent', startsOn: '2027-01-01' });
    // Alice takes another position from February, so her Regent's days after December 31 are spoken for.
    await assignPosition(officer, { memberId: alice, position: 'Scribe', startsOn: '2027-02-01' });

    const removed = await removeTerm(officer, bobRegent.termId, new Date('2026-12-01T20:00:00Z'));

    expect(removed).toMatchObject({ message: "Bob Tau's term as Regent was removed." });
    expect(await allTerms()).toEqual([
      { memberId: alice, position: 'Regent', startsOn: '2026-01-01', endsOn: '2026-12-31' },
      { memberId: alice, position: 'Scribe', startsOn: '2027-02-01', endsOn: null },
    ]);
  });
});

describe('reading terms', () => {
  it("gives a member's position at midnight of the first and last days in Los Angeles, winter and summer", async () => {
    await assignPosition(officer, { memberId: alice, position: 'Scribe', startsOn: '2027-03-14' });
    await assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2027-11-07' });

    // PST (UTC-8) until March 14, 2027; PDT (UTC-7) until November 7, 2027.
    expect(await currentPosition(alice, new Date('2027-03-14T07:59:59Z'))).toBeNull();
    expect(await currentPosition(alice, new Date('2027-03-14T08:00:00Z'))).toBe('Scribe');
    expect(await currentPosition(alice, new Date('2027-11-07T06:59:59Z'))).toBe('Scribe');
    expect(await currentPosition(alice, new Date('2027-11-07T07:00:00Z'))).toBe('Regent');
    expect(await currentPosition(bob, new Date('2027-11-07T07:00:00Z'))).toBeNull();
  });

  it("lists a member's terms oldest first and a position's holders newest first, for past Regents by year", async () => {
    await assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2025-01-01' });
    await assignPosition(officer, { memberId: bob, position: 'Regent', startsOn: '2026-01-01' });
    await assignPosition(officer, { memberId: alice, position: 'Treasurer', startsOn: '2026-01-01' });

    expect((await positionHistory('Regent')).map((t) => [t.memberName, t.startsOn, t.endsOn])).toEqual([
      ['Bob Tau', '2026-01-01', null],
      ['Alice Tau', '2025-01-01', '2025-12-31'],
    ]);
    expect((await termsOfMember(alice)).map((t) => [t.position, t.startsOn, t.endsOn])).toEqual([
      ['Regent', '2025-01-01', '2025-12-31'],
      ['Treasurer', '2026-01-01', null],
    ]);
  });

  it('leaves a member marked dropped out of the history a public page reads', async () => {
    await assignPosition(officer, { memberId: alice, position: 'Regent', startsOn: '2025-01-01' });
    await assignPosition(officer, { memberId: bob, position: 'Regent', startsOn: '2026-01-01' });
    await db().update(members).set({ status: 'alumni', dropped: true }).where(eq(members.id, alice));

    expect((await publicPositionHistory('Regent')).map((t) => t.memberName)).toEqual(['Bob Tau']);
    expect((await positionHistory('Regent')).map((t) => t.memberName)).toEqual(['Bob Tau', 'Alice Tau']);
  });
});

describe('the terms table itself', () => {
  const insert = (memberId: number, position: string, startsOn: string, endsOn: string | null) =>
    db().insert(terms).values({ memberId, position, startsOn, endsOn });

  it('refuses two holders of one position on a shared day, the last and first days included', async () => {
    await insert(alice, 'Regent', '2026-01-01', '2026-12-31');
    await expect(insert(bob, 'Regent', '2026-12-31', null)).rejects.toThrow();
    await insert(bob, 'Regent', '2027-01-01', null);
    await expect(insert(carol, 'Regent', '2030-01-01', '2030-01-01')).rejects.toThrow();
  });

  it('refuses a member two positions on a shared day', async () => {
    await insert(alice, 'Regent', '2026-01-01', null);
    await expect(insert(alice, 'Scribe', '2027-01-01', '2027-06-30')).rejects.toThrow();
  });

  it("refuses a term that ends before it starts, and takes a member's terms with the member", async () => {
    await expect(insert(alice, 'Regent', '2027-01-01', '2026-12-31')).rejects.toThrow();
    await insert(alice, 'Regent', '2027-01-01', '2027-01-01');
    await db().delete(members).where(eq(members.id, alice));
    expect(await queryRows(sql`select * from terms`)).toEqual([]);
  });
});
