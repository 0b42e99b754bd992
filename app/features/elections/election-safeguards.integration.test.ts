import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, electionRaces, elections, members, terms } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { Refusal } from '../../shared/forms/refusal';
import { atInstant } from '../../shared/time/clock.server';
import { databaseState } from '../../../tests/setup/db-state';
import { callRoute } from '../../../tests/setup/route-call';
import { signedInCookie } from '../../../tests/setup/session-cookie';
import { castBallot } from './ballots.server';
import { action as createAction } from './admin-elections.route';
import { action as electionAction } from './admin-election-detail.route';
import { electionDetail } from './election-reads.server';
import { confirmResults } from './apply-results.server';
import { decideNomination, nominate } from './nominations.server';
import { ELECTION_MESSAGES } from './messages';
import { QUORUM_FLOOR } from './election-safeguards';

// December 1, 2026, 09:00 in Los Angeles: the Regent sits down to seat a new Webmaster.
const T0 = new Date('2026-12-01T17:00:00Z');
const HOUR = 60 * 60 * 1000;
const later = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const NOMINATING = later(2);
const VOTING = later(26);
const CLOSED = later(50);

let regent: number;
let webmaster: number;
let viceRegent: number;
let voters: number[];
/** Each officer's session, begun at T0 before anything is compared. */
const cookies = new Map<number, string>();

async function addMember(firstName: string, position?: string): Promise<number> {
  const [row] = await db()
    .insert(members)
    .values({ status: 'active', firstName, lastName: 'Tau', email: `${firstName.toLowerCase()}@example.org` })
    .returning({ id: members.id });
  const id = (row as { id: number }).id;
  if (position) await db().insert(terms).values({ memberId: id, position, startsOn: '2026-01-01' });
  return id;
}

type Answer = { ok: boolean; message: string; errors?: Record<string, string>; electionId?: number };
const when = <T>(instant: Date, work: () => Promise<T>) => atInstant(instant, work);

function createAs(memberId: number, instant: Date, form: Record<string, string | string[]>) {
  return when(instant, () =>
    callRoute<Answer>(createAction, '/admin/elections', {
      cookie: cookies.get(memberId),
      form: { intent: 'create', title: 'Webmaster', positions: ['Webmaster'], ...form },
    }),
  );
}

function onElection(memberId: number, instant: Date, electionId: number, form: Record<string, string>) {
  return when(instant, () =>
    callRoute<Answer>(electionAction, `/admin/elections/${electionId}`, {
      cookie: cookies.get(memberId),
      params: { electionId: String(electionId) },
      form,
    }),
  );
}

const VALID = {
  nominationsOpenAt: '2026-12-01T09:00',
  nominationsCloseAt: '2026-12-02T09:00',
  votingOpenAt: '2026-12-02T09:00',
  votingCloseAt: '2026-12-03T09:00',
  quorumNumerator: '1',
  quorumDenominator: '2',
};

const termsOf = (position: string) =>
  db()
    .select({ memberId: terms.memberId, startsOn: terms.startsOn, endsOn: terms.endsOn })
    .from(terms)
    .where(eq(terms.position, position))
    .orderBy(terms.startsOn);

beforeEach(async () => {
  await db().execute(sql`truncate elections, terms, audit_log, members restart identity cascade`);
  regent = await addMember('Rhea', 'Regent');
  webmaster = await addMember('Wes', 'Webmaster');
  viceRegent = await addMember('Vic', 'Vice Regent');
  voters = [];
  for (const name of ['Alice', 'Bob', 'Carol', 'Dan']) voters.push(await addMember(name));
  for (const officer of [regent, webmaster, viceRegent]) {
    cookies.set(officer, await when(T0, () => signedInCookie(officer)));
  }
});

/**
 * An election for `position` run by the Regent to its published result: `winner` (Alice by default) wins with every
 * ballot.
 */
async function publishedElection(position = 'Webmaster', winner = voters[0] as number): Promise<number> {
  const created = await createAs(regent, T0, { ...VALID, title: position, positions: [position] });
  const electionId = created.data.electionId as number;
  const nominated = await when(NOMINATING, () => nominate(regent, { electionId, position, nomineeId: winner }));
  await when(NOMINATING, () => decideNomination(winner, (nominated as { id: number }).id, 'accept'));
  const [race] = await db().select().from(electionRaces).where(eq(electionRaces.electionId, electionId));
  for (const voter of voters) {
    await when(VOTING, () => castBallot(voter, electionId, [{ raceId: race!.id, candidateId: winner }]));
  }
  expect((await onElection(regent, CLOSED, electionId, { intent: 'publish' })).data.ok).toBe(true);
  return electionId;
}
const publishedWebmasterElection = () => publishedElection();

/** The confirm form's fields: the request as the confirming officer's page showed it. */
async function reviewed(electionId: number) {
  const detail = await electionDetail(electionId, CLOSED, 'closed');
  return { intent: 'confirm', requestedAt: detail!.pending!.requestedAt, startsOn: detail!.pending!.startsOn };
}

describe('creating an election', () => {
  it('refuses periods that start in the past, one-minute periods and a quorum below half, writing nothing', async () => {
    const before = await databaseState();
    const answer = await createAs(regent, T0, {
      nominationsOpenAt: '2026-11-30T09:00',
      nominationsCloseAt: '2026-11-30T09:01',
      votingOpenAt: '2026-11-30T09:01',
      votingCloseAt: '2026-11-30T09:02',
      quorumNumerator: '1',
      quorumDenominator: '100',
    });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual({
      nominationsOpenAt: ELECTION_MESSAGES.startsInThePast,
      nominationsCloseAt: ELECTION_MESSAGES.periodTooShort,
      votingOpenAt: ELECTION_MESSAGES.startsInThePast,
      votingCloseAt: ELECTION_MESSAGES.periodTooShort,
      quorumNumerator: ELECTION_MESSAGES.quorumBelowFloor(QUORUM_FLOOR),
    });
    expect(await databaseState()).toEqual(before);
    // The current minute is not the past: nominations may open as the form is sent.
    expect((await createAs(regent, new Date(T0.getTime() + 30_000), VALID)).data).toMatchObject({ ok: true });
  });

  it('keeps a period already open when the election is edited, and refuses moving one into the past', async () => {
    const created = await createAs(regent, T0, VALID);
    const electionId = created.data.electionId as number;
    const edit = (form: Record<string, string>) =>
      onElection(regent, NOMINATING, electionId, {
        intent: 'edit',
        title: 'Webmaster',
        positions: 'Webmaster',
        ...VALID,
        ...form,
      });
    expect((await edit({ votingCloseAt: '2026-12-04T09:00' })).data).toMatchObject({ ok: true });
    const moved = await edit({ nominationsOpenAt: '2026-12-01T08:00' });
    expect(moved.status).toBe(400);
    expect(moved.data.errors).toEqual({ nominationsOpenAt: ELECTION_MESSAGES.startsInThePast });
  });
});

describe('results that give an officer tool', () => {
  it('take effect only when a second officer confirms them, and the officer who applied cannot', async () => {
    const electionId = await publishedWebmasterElection();
    const alice = voters[0] as number;
    // The Regent applies the result from today: nothing changes yet, the sitting Webmaster keeps the position.
    const applied = await onElection(regent, CLOSED, electionId, { intent: 'apply', startsOn: '2026-12-03' });
    expect(applied.data).toMatchObject({ ok: true, message: ELECTION_MESSAGES.applyRequested('December 3, 2026') });
    expect(await termsOf('Webmaster')).toEqual([{ memberId: webmaster, startsOn: '2026-01-01', endsOn: null }]);
    const [pending] = await db().select().from(elections);
    expect(pending).toMatchObject({ appliedAt: null, applyStartsOn: '2026-12-03', applyRequestedBy: regent });

    // The same officer cannot confirm, however they ask.
    const seen = await reviewed(electionId);
    const before = await databaseState();
    const own = await onElection(regent, CLOSED, electionId, seen);
    expect(own).toMatchObject({ status: 403, data: { ok: false, message: ELECTION_MESSAGES.confirmOwn } });
    expect(await databaseState()).toEqual(before);

    // The Vice Regent confirms: Alice is Webmaster from the chosen day, and Wes's term ends the day before.
    const confirmed = await onElection(viceRegent, CLOSED, electionId, await reviewed(electionId));
    expect(confirmed.data).toMatchObject({ ok: true });
    expect(confirmed.data.message).toContain('Alice Tau is Webmaster from December 3, 2026');
    expect(confirmed.data.message).toContain("Wes Tau's term as Webmaster ends on December 2, 2026");
    expect(await termsOf('Webmaster')).toEqual([
      { memberId: webmaster, startsOn: '2026-01-01', endsOn: '2026-12-02' },
      { memberId: alice, startsOn: '2026-12-03', endsOn: null },
    ]);
    const audit = await db()
      .select({ actorId: auditLog.actorId, action: auditLog.action })
      .from(auditLog)
      .where(inArray(auditLog.action, ['elections.apply-request', 'elections.apply']));
    expect(audit).toEqual([
      { actorId: regent, action: 'elections.apply-request' },
      { actorId: viceRegent, action: 'elections.apply' },
    ]);
  });

  it('cannot be confirmed by the officer who applied them after withdrawing and applying them again', async () => {
    const electionId = await publishedWebmasterElection();
    await onElection(regent, CLOSED, electionId, { intent: 'apply', startsOn: '2026-12-04' });
    expect((await onElection(regent, CLOSED, electionId, { intent: 'withdraw' })).data.ok).toBe(true);
    await onElection(regent, later(51), electionId, { intent: 'apply', startsOn: '2026-12-03' });
    const own = await onElection(regent, later(52), electionId, await reviewed(electionId));
    expect(own).toMatchObject({ status: 403, data: { message: ELECTION_MESSAGES.confirmOwn } });
    expect(await termsOf('Webmaster')).toHaveLength(1);
  });

  it('are confirmed only as the confirming officer reviewed them, never as applied again since', async () => {
    const electionId = await publishedWebmasterElection();
    await onElection(regent, CLOSED, electionId, { intent: 'apply', startsOn: '2026-12-10' });
    // The Vice Regent opens the page; meanwhile the Regent withdraws and applies again from an earlier day.
    const seen = await reviewed(electionId);
    await onElection(regent, later(51), electionId, { intent: 'withdraw' });
    await onElection(regent, later(51), electionId, { intent: 'apply', startsOn: '2026-12-03' });
    const stale = await onElection(viceRegent, later(52), electionId, seen);
    expect(stale).toMatchObject({ status: 409, data: { ok: false, message: ELECTION_MESSAGES.appliedAgain } });
    // The same first day applied again is still another request: its time differs.
    await onElection(regent, later(53), electionId, { intent: 'withdraw' });
    await onElection(regent, later(53), electionId, { intent: 'apply', startsOn: '2026-12-10' });
    const sameDay = await onElection(viceRegent, later(54), electionId, seen);
    expect(sameDay).toMatchObject({ status: 409, data: { message: ELECTION_MESSAGES.appliedAgain } });
    expect(await termsOf('Webmaster')).toHaveLength(1);
    // Reviewed again, the request is confirmed.
    const fresh = await onElection(viceRegent, later(55), electionId, await reviewed(electionId));
    expect(fresh.data).toMatchObject({ ok: true });
    expect(await termsOf('Webmaster')).toEqual([
      { memberId: webmaster, startsOn: '2026-01-01', endsOn: '2026-12-09' },
      { memberId: voters[0], startsOn: '2026-12-10', endsOn: null },
    ]);
  });

  it('wait for a second officer when a term the board ends gives a tool: a Webmaster elected Treasurer', async () => {
    const electionId = await publishedElection('Treasurer', webmaster);
    const applied = await onElection(regent, CLOSED, electionId, { intent: 'apply', startsOn: '2026-12-03' });
    expect(applied.data).toMatchObject({ ok: true, message: ELECTION_MESSAGES.applyRequested('December 3, 2026') });
    expect(await termsOf('Webmaster')).toEqual([{ memberId: webmaster, startsOn: '2026-01-01', endsOn: null }]);
    expect(await termsOf('Treasurer')).toEqual([]);
  });

  it('are not confirmed by a member without the elections tool, nor by a winner seated in a position with a tool', async () => {
    const electionId = await publishedElection('Webmaster', viceRegent);
    await onElection(regent, CLOSED, electionId, { intent: 'apply', startsOn: '2026-12-03' });
    const seen = await reviewed(electionId);
    // A first request records the Vice Regent's session as seen, so the state compared is the confirmations' alone.
    await onElection(viceRegent, CLOSED, electionId, { intent: 'publish' });
    const before = await databaseState();
    const { requestedAt, startsOn } = seen;
    const member = when(CLOSED, () => confirmResults(voters[1] as number, electionId, { requestedAt, startsOn }));
    await expect(member).rejects.toThrow(Refusal);
    await expect(member).rejects.toMatchObject({ status: 403, message: ELECTION_MESSAGES.confirmWithoutTool });
    const winner = await onElection(viceRegent, CLOSED, electionId, seen);
    expect(winner).toMatchObject({ status: 403, data: { message: ELECTION_MESSAGES.confirmOwnSeat } });
    expect(await databaseState()).toEqual(before);
    expect((await onElection(webmaster, CLOSED, electionId, await reviewed(electionId))).data.ok).toBe(true);
  });

  it('can be withdrawn, and a runoff or publishing waits while a confirmation is pending', async () => {
    const electionId = await publishedWebmasterElection();
    await onElection(regent, CLOSED, electionId, { intent: 'apply', startsOn: '2026-12-03' });
    const again = await onElection(webmaster, CLOSED, electionId, { intent: 'apply', startsOn: '2026-12-04' });
    expect(again).toMatchObject({ status: 409, data: { message: ELECTION_MESSAGES.awaitingConfirmation } });
    const withdrawn = await onElection(webmaster, CLOSED, electionId, { intent: 'withdraw' });
    expect(withdrawn.data).toMatchObject({ ok: true, message: ELECTION_MESSAGES.withdrawn });
    const [election] = await db().select().from(elections);
    expect(election).toMatchObject({ appliedAt: null, applyStartsOn: null, applyRequestedBy: null });
    expect(await termsOf('Webmaster')).toHaveLength(1);
  });

  it('refuses a confirmation once the chosen first day has passed', async () => {
    const electionId = await publishedWebmasterElection();
    await onElection(regent, CLOSED, electionId, { intent: 'apply', startsOn: '2026-12-03' });
    const tooLate = await onElection(viceRegent, later(24 * 5), electionId, await reviewed(electionId));
    expect(tooLate).toMatchObject({
      status: 409,
      data: { message: ELECTION_MESSAGES.firstDayPassed('December 3, 2026') },
    });
    expect(await termsOf('Webmaster')).toHaveLength(1);
  });
});

describe('an election made before the quorum floor', () => {
  it('is counted against the floor, not the smaller quorum it was made with', async () => {
    const created = await createAs(regent, T0, VALID);
    const electionId = created.data.electionId as number;
    await db()
      .update(elections)
      .set({ quorumNumerator: 1, quorumDenominator: 100 })
      .where(eq(elections.id, electionId));
    const alice = voters[0] as number;
    const nominated = await when(NOMINATING, () =>
      nominate(regent, { electionId, position: 'Webmaster', nomineeId: alice }),
    );
    await when(NOMINATING, () => decideNomination(alice, (nominated as { id: number }).id, 'accept'));
    const [race] = await db().select().from(electionRaces).where(eq(electionRaces.electionId, electionId));
    await when(VOTING, () => castBallot(alice, electionId, [{ raceId: race!.id, candidateId: alice }]));
    // One ballot of seven active members: a quorum of 1/100 would seat Alice; half of them is needed.
    const detail = await electionDetail(electionId, CLOSED, 'closed');
    expect(detail?.races[0]?.result?.outcome.kind).toBe('no-quorum');
    expect(detail?.races[0]?.turnout?.quorumNeeded).toBe(4);
  });
});

describe('a runoff', () => {
  it("is refused for a race of another election than the page's", async () => {
    const first = await createAs(regent, T0, VALID);
    const other = await publishedElection('Treasurer');
    const [race] = await db().select().from(electionRaces).where(eq(electionRaces.electionId, other));
    const answer = await onElection(regent, CLOSED, first.data.electionId as number, {
      intent: 'rerun',
      raceId: String(race!.id),
      votingOpenAt: '2026-12-04T09:00',
      votingCloseAt: '2026-12-05T09:00',
    });
    expect(answer).toMatchObject({ status: 404, data: { message: ELECTION_MESSAGES.runoffNotAllowed } });
  });
});

describe("the officers' election page", () => {
  it('shows the turnout and the number quorum needs while voting is open, never a count', async () => {
    const created = await createAs(regent, T0, VALID);
    const electionId = created.data.electionId as number;
    const [alice, bob] = voters as [number, number];
    for (const nominee of [alice, bob]) {
      const nominated = await when(NOMINATING, () =>
        nominate(regent, { electionId, position: 'Webmaster', nomineeId: nominee }),
      );
      await when(NOMINATING, () => decideNomination(nominee, (nominated as { id: number }).id, 'accept'));
    }
    const before = await electionDetail(electionId, NOMINATING, 'closed');
    // 7 active members, half of them rounded up: 4 ballots make the quorum, from the start.
    expect(before?.races[0]?.turnout).toEqual({ ballots: 0, eligible: 7, quorumNeeded: 4 });
    const [race] = await db()
      .select()
      .from(electionRaces)
      .where(and(eq(electionRaces.electionId, electionId)));
    await when(VOTING, () => castBallot(voters[2] as number, electionId, [{ raceId: race!.id, candidateId: alice }]));
    await when(VOTING, () => castBallot(voters[3] as number, electionId, [{ raceId: race!.id, candidateId: bob }]));
    const during = await electionDetail(electionId, VOTING, 'closed');
    expect(during?.races[0]).toMatchObject({ result: null, turnout: { ballots: 2, eligible: 7, quorumNeeded: 4 } });
    expect(JSON.stringify(during)).not.toMatch(/"votes"/);
  });
});
