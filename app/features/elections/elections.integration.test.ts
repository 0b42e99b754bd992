import { asc, eq, ne, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import {
  auditLog,
  electionCandidates,
  electionNominations,
  electionRaces,
  elections,
  electionVoters,
  members,
  terms,
} from '../../../db/schema';
import { db, queryRows } from '../../shared/db/db.server';
import { atInstant } from '../../shared/time/clock.server';
import { databaseState } from '../../../tests/setup/db-state';
import { openSecondConnection } from '../../../tests/setup/second-connection';
import { castBallot } from './ballots.server';
import { raceCounts } from './race-counts.server';
import { createElection, deleteElection, editElection, publishResults, startRunoff } from './elections.server';
import { applyResults, confirmResults, withdrawResults } from './apply-results.server';
import { FIELD_MESSAGES, type ElectionInput } from './election-input';
import { dayText } from '../../shared/time/calendar-days';
import { electionDetail } from './election-reads.server';
import { electionPrompts } from './dashboard-prompts.server';
import { ELECTION_MESSAGES, openAfterApplying } from './messages';
import { callRoute } from '../../../tests/setup/route-call';
import { signedInCookie } from '../../../tests/setup/session-cookie';
import { action as createAction } from './admin-elections.route';
import { action as electionAction } from './admin-election-detail.route';
import { action as memberAction } from './elections.route';
import { Refusal } from '../../shared/forms/refusal';
import { decideNomination, nominate } from './nominations.server';
import type * as TermsModule from '../officer-terms/index.server';

// What happens between applying's reading of the results and its writing of the terms: another officer's change.
const beforeAssigning = vi.hoisted(() => ({ work: null as null | (() => Promise<unknown>) }));
vi.mock('../officer-terms/index.server', async (original) => {
  const terms = await original<typeof TermsModule>();
  return {
    ...terms,
    assignPositions: async (...args: Parameters<typeof terms.assignPositions>) => {
      await beforeAssigning.work?.();
      return terms.assignPositions(...args);
    },
  };
});

const at = (iso: string) => new Date(iso);
/** Before nominations open: elections are created with periods from now on (election-safeguards.ts). */
const BEFORE = at('2026-10-30T12:00:00Z');
const NOMINATIONS = at('2026-11-02T12:00:00Z');
const BETWEEN = at('2026-11-09T12:00:00Z');
const VOTING = at('2026-11-11T12:00:00Z');
const CLOSED = at('2026-11-13T12:00:00Z');

const input: ElectionInput = {
  title: 'Officer elections 2027',
  positions: ['Regent', 'Scribe'],
  nominationsOpenAt: at('2026-11-01T17:00:00Z'),
  nominationsCloseAt: at('2026-11-08T17:00:00Z'),
  votingOpenAt: at('2026-11-10T17:00:00Z'),
  votingCloseAt: at('2026-11-12T17:00:00Z'),
  quorumNumerator: 2,
  quorumDenominator: 3,
};

let officer: number;
let voters: number[];
let alumnus: number;

async function addMember(firstName: string, status: 'active' | 'alumni' = 'active'): Promise<number> {
  const [row] = await db().insert(members).values({ status, firstName, lastName: 'Tau' }).returning({ id: members.id });
  return (row as { id: number }).id;
}

/** A change as its form answers it: made, with its sentence (and the id of what it made), or refused. */
type ElectionChange =
  | { ok: true; message: string; id?: number }
  | { ok: false; status: number; message: string; errors?: Record<string, string | undefined> };

async function answerOf(made: Promise<string | { id: number; message: string }>): Promise<ElectionChange> {
  try {
    const value = await made;
    return typeof value === 'string' ? { ok: true, message: value } : { ok: true, ...value };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const { errors } = error.details;
    return { ok: false, status: error.status, message: error.message, ...(errors ? { errors } : {}) };
  }
}

/** The id a change answered with; a refusal here is the test's own mistake. */
function idOf(answer: ElectionChange): number {
  if (!answer.ok || answer.id === undefined) throw new Error(`expected a change with an id, got ${answer.message}`);
  return answer.id;
}

/** Runs a server function with the server's clock at `instant`. */
const when = <T>(instant: Date, work: () => Promise<T>) => atInstant(instant, work);

/** Makes a change with the server's clock at `instant`, answered as its form would be. */
const change = (instant: Date, work: () => Promise<string | { id: number; message: string }>) =>
  answerOf(atInstant(instant, work));

async function racesOf(electionId: number) {
  const rows = await db()
    .select()
    .from(electionRaces)
    .where(eq(electionRaces.electionId, electionId))
    .orderBy(asc(electionRaces.id));
  return Object.fromEntries(rows.map((race) => [`${race.position} ${race.round}`, race.id]));
}

/** A race's counts, its ballots not sealed yet included. */
const counts = async (raceId: number) =>
  Object.fromEntries((await raceCounts(db(), raceId)).map((c) => [c.memberId, c.votes]));

/** An election with Alice and Bob standing for Regent and Carol for Scribe, ready to vote on. */
async function readyElection(options: Partial<ElectionInput> = {}) {
  const created = await change(BEFORE, () => createElection(officer, { ...input, ...options }));
  const electionId = created.ok ? idOf(created) : NaN;
  const [alice, bob, carol] = voters as [number, number, number];
  for (const [nominee, position] of [
    [alice, 'Regent'],
    [bob, 'Regent'],
    [carol, 'Scribe'],
  ] as const) {
    const nominated = await change(NOMINATIONS, () => nominate(officer, { electionId, position, nomineeId: nominee }));
    await change(NOMINATIONS, () => decideNomination(nominee, idOf(nominated), 'accept'));
  }
  return { electionId, races: await racesOf(electionId) };
}

beforeEach(async () => {
  await db().execute(sql`truncate elections, terms, audit_log, members restart identity cascade`);
  officer = await addMember('Olive');
  voters = [];
  for (const name of ['Alice', 'Bob', 'Carol', 'Dan', 'Eve']) voters.push(await addMember(name));
  alumnus = await addMember('Al', 'alumni');
  // Eve confirms the results Olive applies: she is Vice Regent, with the elections tool.
  await db()
    .insert(terms)
    .values({ memberId: voters[4] as number, position: 'Vice Regent', startsOn: '2026-01-01' });
});

/** The waiting request as an officer's page shows it, which the confirm form sends back. */
async function reviewedRequest(electionId: number) {
  const [row] = await db().select().from(elections).where(eq(elections.id, electionId));
  return { requestedAt: (row?.applyRequestedAt as Date).toISOString(), startsOn: row?.applyStartsOn as string };
}

/** The terms elections created: every term but the confirming Vice Regent's. */
const electedTerms = () => db().select().from(terms).where(ne(terms.position, 'Vice Regent'));

describe('creating and editing an election', () => {
  it('creates its races with an audit row, and edits positions until voting opens', async () => {
    const created = await change(BEFORE, () => createElection(officer, input));
    expect(created).toMatchObject({ ok: true, message: 'Election “Officer elections 2027” created.' });
    const id = idOf(created);
    expect(Object.keys(await racesOf(id))).toEqual(['Regent 1', 'Scribe 1']);

    const edited = await change(BETWEEN, () =>
      editElection(officer, id, { ...input, positions: ['Regent', 'Treasurer'] }),
    );
    expect(edited).toMatchObject({ ok: true });
    expect(Object.keys(await racesOf(id)).sort()).toEqual(['Regent 1', 'Treasurer 1']);

    const before = await databaseState();
    const late = await change(VOTING, () => editElection(officer, id, { ...input, title: 'Changed' }));
    expect(late).toEqual({ ok: false, status: 409, message: ELECTION_MESSAGES.editAfterVotingOpened });
    expect(await databaseState()).toEqual(before);
    const actions = await db().select({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual(['elections.create', 'elections.edit']);
  });
});

describe('deleting an election', () => {
  it('takes its positions and nominations with an audit row until voting opens, and keeps it after', async () => {
    const { electionId } = await readyElection();
    const kept = idOf(await change(BEFORE, () => createElection(officer, { ...input, title: 'Kept' })));
    const before = await databaseState();
    expect(await change(VOTING, () => deleteElection(officer, electionId))).toEqual({
      ok: false,
      status: 409,
      message: ELECTION_MESSAGES.deleteAfterVotingOpened,
    });
    expect(await databaseState()).toEqual(before);

    expect(await change(BETWEEN, () => deleteElection(officer, electionId))).toEqual({
      ok: true,
      message: 'Election “Officer elections 2027” deleted.',
      id: undefined,
    });
    expect((await db().select({ id: elections.id }).from(elections)).map((e) => e.id)).toEqual([kept]);
    expect(await db().$count(electionNominations)).toBe(0);
    expect(await db().$count(electionCandidates)).toBe(0);
    expect(Object.keys(await racesOf(kept))).toEqual(['Regent 1', 'Scribe 1']);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'elections.delete'));
    expect(audit?.details).toEqual({
      electionId,
      title: 'Officer elections 2027',
      positions: ['Regent', 'Scribe'],
      nominations: 3,
    });
    expect(await change(BETWEEN, () => deleteElection(officer, electionId))).toMatchObject({ ok: false, status: 404 });
  });
});

describe('nominations', () => {
  it('are taken during the nomination period only, once per member and position, from and for active members', async () => {
    const created = await change(BEFORE, () => createElection(officer, input));
    const electionId = idOf(created);
    const [alice, bob] = voters as [number, number];
    const nomination = { electionId, position: 'Regent', nomineeId: alice };

    expect(await change(NOMINATIONS, () => nominate(bob, nomination))).toMatchObject({
      ok: true,
      message: 'Alice Tau is nominated for Regent. They will be asked to accept or decline.',
    });
    const before = await databaseState();
    expect(await change(NOMINATIONS, () => nominate(officer, nomination))).toEqual({
      ok: false,
      status: 409,
      message: 'Nothing was changed: Alice Tau is already nominated for Regent.',
    });
    expect(await change(BETWEEN, () => nominate(bob, { ...nomination, nomineeId: bob }))).toMatchObject({
      ok: false,
      message: ELECTION_MESSAGES.nominationsClosed,
    });
    expect(await change(NOMINATIONS, () => nominate(alumnus, { ...nomination, nomineeId: bob }))).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await change(NOMINATIONS, () => nominate(bob, { ...nomination, nomineeId: alumnus }))).toMatchObject({
      ok: false,
      message: ELECTION_MESSAGES.nomineeNotActive,
    });
    expect(await change(NOMINATIONS, () => nominate(bob, { ...nomination, position: 'Treasurer' }))).toMatchObject({
      ok: false,
      message: ELECTION_MESSAGES.positionNotInElection,
    });
    expect(await databaseState()).toEqual(before);
  });

  it('are accepted or declined by the nominee alone, until voting opens; a member stands for one position', async () => {
    const created = await change(BEFORE, () => createElection(officer, input));
    const electionId = idOf(created);
    const [alice, bob] = voters as [number, number];
    const forRegent = await change(NOMINATIONS, () =>
      nominate(bob, { electionId, position: 'Regent', nomineeId: alice }),
    );
    const forScribe = await change(NOMINATIONS, () =>
      nominate(bob, { electionId, position: 'Scribe', nomineeId: alice }),
    );
    const races = await racesOf(electionId);

    expect(await change(NOMINATIONS, () => decideNomination(bob, idOf(forRegent), 'accept'))).toMatchObject({
      ok: false,
      status: 403,
      message: ELECTION_MESSAGES.notYourNomination,
    });
    expect(await change(NOMINATIONS, () => decideNomination(alice, idOf(forRegent), 'accept'))).toMatchObject({
      ok: true,
      message: 'You accepted your nomination for Regent. You are on the ballot.',
    });
    expect(await counts(races['Regent 1'] as number)).toEqual({ [alice]: 0 });
    expect(await change(BETWEEN, () => decideNomination(alice, idOf(forScribe), 'accept'))).toMatchObject({
      ok: false,
      message: ELECTION_MESSAGES.standsElsewhere('Regent'),
    });
    expect(await change(BETWEEN, () => decideNomination(alice, idOf(forRegent), 'decline'))).toMatchObject({
      ok: true,
    });
    expect(await counts(races['Regent 1'] as number)).toEqual({});
    expect(await change(BETWEEN, () => decideNomination(alice, idOf(forScribe), 'accept'))).toMatchObject({
      ok: true,
    });
    expect(await change(VOTING, () => decideNomination(alice, idOf(forScribe), 'decline'))).toMatchObject({
      ok: false,
      message: ELECTION_MESSAGES.decideAfterVotingOpened,
    });
    const statuses = await db()
      .select({ status: electionNominations.status })
      .from(electionNominations)
      .orderBy(asc(electionNominations.id));
    expect(statuses.map((s) => s.status)).toEqual(['declined', 'accepted']);
  });
  it('lets a member stand for one position when two of their nominations are accepted at the same moment', async () => {
    const electionId = idOf(await change(BEFORE, () => createElection(officer, input)));
    const [alice, bob] = voters as [number, number];
    const nominations: number[] = [];
    for (const position of ['Regent', 'Scribe'] as const) {
      nominations.push(
        idOf(await change(NOMINATIONS, () => nominate(bob, { electionId, position, nomineeId: alice }))),
      );
    }
    const answers = await readingTogether(2, () =>
      Promise.all(nominations.map((id) => change(NOMINATIONS, () => decideNomination(alice, id, 'accept')))),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(await db().$count(electionCandidates)).toBe(1);
  });
});

/**
 * Runs `work` (several changes at once) with every write to the candidates held back until `waiting` of its
 * transactions wait on a lock, so each has read what it checks before any of them writes. PGlite runs one
 * transaction at a time, so there they simply run one after the other.
 */
async function readingTogether<T>(waiting: number, work: () => Promise<T>): Promise<T> {
  if (inject('testDb') === 'pglite') return work();
  const second = await openSecondConnection();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const holding = new Promise<void>((resolve) => (locked = resolve));
  const holder = second.db.transaction(async (tx) => {
    await tx.execute(sql`lock table election_candidates in share mode`);
    locked();
    await released;
  });
  try {
    await holding;
    const result = work();
    for (let tries = 0; tries < 200; tries++) {
      const [row] = await queryRows<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      );
      if ((row?.n ?? 0) >= waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    release();
    await holder;
    return await result;
  } finally {
    release();
    await second.close();
  }
}

describe('voting', () => {
  it('counts a ballot page in one go and refuses a second vote and an alumnus, writing nothing', async () => {
    const { electionId, races } = await readyElection();
    const regent = races['Regent 1'] as number;
    const scribe = races['Scribe 1'] as number;
    const [alice, bob, carol, dan] = voters as [number, number, number, number];

    expect(
      await change(BETWEEN, () => castBallot(dan, electionId, [{ raceId: regent, candidateId: alice }])),
    ).toMatchObject({
      ok: false,
      message: ELECTION_MESSAGES.votingClosed('Regent'),
    });
    expect(
      await change(VOTING, () =>
        castBallot(dan, electionId, [
          { raceId: regent, candidateId: alice },
          { raceId: scribe, candidateId: carol },
        ]),
      ),
    ).toEqual({ ok: true, message: ELECTION_MESSAGES.voted, id: undefined });
    expect(await counts(regent)).toEqual({ [alice]: 1, [bob]: 0 });
    expect(await counts(scribe)).toEqual({ [carol]: 1 });

    const before = await databaseState();
    expect(await change(VOTING, () => castBallot(dan, electionId, [{ raceId: regent, candidateId: bob }]))).toEqual({
      ok: false,
      status: 409,
      message: 'Nothing was recorded: you already voted for Regent, and each member votes once per position.',
    });
    expect(await change(VOTING, () => castBallot(alumnus, electionId, [{ raceId: regent, candidateId: bob }]))).toEqual(
      {
        ok: false,
        status: 403,
        message: ELECTION_MESSAGES.alumniCannotVote,
      },
    );
    expect(
      await change(VOTING, () => castBallot(bob, electionId, [{ raceId: regent, candidateId: dan }])),
    ).toMatchObject({
      ok: false,
      message: ELECTION_MESSAGES.notACandidate('Regent'),
    });
    // Scribe is new for Eve, Regent is not allowed: the whole page is refused, Scribe included.
    await change(VOTING, () => castBallot(voters[4] as number, electionId, [{ raceId: regent, candidateId: alice }]));
    const afterEve = await databaseState();
    expect(
      await change(VOTING, () =>
        castBallot(voters[4] as number, electionId, [
          { raceId: scribe, candidateId: carol },
          { raceId: regent, candidateId: bob },
        ]),
      ),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await databaseState()).toEqual(afterEve);
    expect(afterEve).not.toEqual(before);
    expect(
      await change(CLOSED, () => castBallot(bob, electionId, [{ raceId: regent, candidateId: alice }])),
    ).toMatchObject({
      ok: false,
      message: ELECTION_MESSAGES.votingClosed('Regent'),
    });
  });

  it('counts the same member voting twice at the same moment once', async () => {
    const { electionId, races } = await readyElection();
    const regent = races['Regent 1'] as number;
    const [alice, bob, , dan] = voters as [number, number, number, number];
    const answers = await Promise.all(
      [alice, bob, alice, bob].map((choice) =>
        change(VOTING, () => castBallot(dan, electionId, [{ raceId: regent, candidateId: choice }])),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const tally = await counts(regent);
    expect((tally[alice] ?? 0) + (tally[bob] ?? 0)).toBe(1);
    expect(await db().$count(electionVoters)).toBe(1);
  });

  it('keeps counts from officers and members before voting closes', async () => {
    const { electionId, races } = await readyElection();
    await change(VOTING, () =>
      castBallot(voters[3] as number, electionId, [
        { raceId: races['Regent 1'] as number, candidateId: voters[0] as number },
      ]),
    );
    const during = await when(VOTING, () => electionDetail(electionId, VOTING, 'closed'));
    expect(during?.races.every((race) => race.result === null)).toBe(true);
    const closed = await electionDetail(electionId, CLOSED, 'closed');
    expect(closed?.races.every((race) => race.result !== null)).toBe(true);
    expect((await electionDetail(electionId, CLOSED, 'published'))?.races.every((race) => race.result === null)).toBe(
      true,
    );
  });
});

/** Everyone votes: Regent by the given choices (indexes into voters), Scribe for Carol. */
async function vote(electionId: number, races: Record<string, number>, regentChoices: number[]) {
  for (const [i, choice] of regentChoices.entries()) {
    const answer = await change(VOTING, () =>
      castBallot(voters[i] as number, electionId, [
        { raceId: races['Regent 1'] as number, candidateId: voters[choice] as number },
        { raceId: races['Scribe 1'] as number, candidateId: voters[2] as number },
      ]),
    );
    expect(answer.ok).toBe(true);
  }
}

/**
 * Olive applies the results and Eve, a second officer, confirms them: Regent and Scribe give officer tools, so their
 * terms wait for her (election-safeguards.integration.test.ts has the refusals).
 */
async function applyAndConfirm(electionId: number, startsOn: string, instant = CLOSED): Promise<ElectionChange> {
  const requested = await change(instant, () => applyResults(officer, electionId, startsOn));
  if (!requested.ok) return requested;
  expect(requested.message).toBe(ELECTION_MESSAGES.applyRequested(dayText(startsOn)));
  const reviewed = await reviewedRequest(electionId);
  return change(instant, () => confirmResults(voters[4] as number, electionId, reviewed));
}

describe('results', () => {
  it('are published after voting closes with the eligible voters fixed, then applied as terms once', async () => {
    const { electionId, races } = await readyElection();
    await vote(electionId, races, [0, 0, 0, 1, 1]);
    expect(await change(VOTING, () => publishResults(officer, electionId))).toMatchObject({
      ok: false,
      message: ELECTION_MESSAGES.publishBeforeClose,
    });
    expect(await change(CLOSED, () => applyResults(officer, electionId, '2027-01-01'))).toMatchObject({
      ok: false,
      message: ELECTION_MESSAGES.applyBeforePublish,
    });
    expect(await change(CLOSED, () => publishResults(officer, electionId))).toMatchObject({ ok: true });
    await addMember('Late'); // joins after publishing: the quorum stays counted on the members at that moment
    const detail = await electionDetail(electionId, CLOSED, 'published');
    expect(detail?.races.map((race) => [race.position, race.result?.eligible, race.result?.outcome.kind])).toEqual([
      ['Regent', 6, 'winner'],
      ['Scribe', 6, 'winner'],
    ]);

    const applied = await applyAndConfirm(electionId, '2027-01-01');
    expect(applied).toEqual({
      ok: true,
      message:
        '2 terms created from January 1, 2027. Alice Tau is Regent from January 1, 2027. Carol Tau is Scribe from January 1, 2027.',
      id: undefined,
    });
    const created = await db()
      .select({ memberId: terms.memberId, position: terms.position, startsOn: terms.startsOn })
      .from(terms)
      .where(ne(terms.position, 'Vice Regent'));
    expect(created).toEqual([
      { memberId: voters[0], position: 'Regent', startsOn: '2027-01-01' },
      { memberId: voters[2], position: 'Scribe', startsOn: '2027-01-01' },
    ]);
    const [election] = await db().select().from(elections);
    expect(election?.appliedAt).not.toBeNull();
    const before = await databaseState();
    expect(await change(CLOSED, () => applyResults(officer, electionId, '2027-02-01'))).toEqual({
      ok: false,
      status: 409,
      message: ELECTION_MESSAGES.alreadyApplied,
    });
    expect(await databaseState()).toEqual(before);
  });

  it("refuses a first day before the chapter's today on its field, and takes today", async () => {
    const { electionId, races } = await readyElection();
    await vote(electionId, races, [0, 0, 0, 1, 1]);
    await change(CLOSED, () => publishResults(officer, electionId));
    // Olive signs in as the Webmaster.
    await db().update(members).set({ email: 'olive@example.org' }).where(eq(members.id, officer));
    await db().insert(terms).values({ memberId: officer, position: 'Webmaster', startsOn: '2000-01-01' });
    const cookie = await signedInCookie(officer);
    const apply = (startsOn: string) =>
      when(CLOSED, () =>
        callRoute<{ ok: boolean; message: string; errors?: Record<string, string> }>(
          electionAction,
          `/admin/elections/${electionId}`,
          { cookie, params: { electionId: String(electionId) }, form: { intent: 'apply', startsOn } },
        ),
      );
    const before = await databaseState();
    // CLOSED is 04:00 on November 13 in Los Angeles: the chapter's today is the 13th.
    const past = await apply('2026-11-12');
    expect({ status: past.status, data: past.data }).toMatchObject({
      status: 400,
      data: { ok: false, errors: { startsOn: FIELD_MESSAGES.startsOnPast } },
    });
    expect(await databaseState()).toEqual(before);
    expect(await apply('2026-11-13')).toMatchObject({ status: 200, data: { ok: true } });
  });

  it('applies the rest of the board when a winner became an alumnus or already has a later term', async () => {
    const { electionId, races } = await readyElection();
    const [alice, , carol] = voters as [number, number, number];
    await vote(electionId, races, [0, 0, 0, 1, 1]);
    await change(CLOSED, () => publishResults(officer, electionId));
    // Carol, Scribe's winner, graduates before the results are applied.
    await db().update(members).set({ status: 'alumni' }).where(eq(members.id, carol));
    const applied = await applyAndConfirm(electionId, '2027-01-01');
    expect(applied).toEqual({
      ok: true,
      message: `1 term created from January 1, 2027. Alice Tau is Regent from January 1, 2027. ${ELECTION_MESSAGES.winnerNotActive('Carol Tau', 'Scribe')}`,
      id: undefined,
    });
    const elected = db().select({ memberId: terms.memberId, position: terms.position }).from(terms);
    expect(await elected.where(ne(terms.position, 'Vice Regent'))).toEqual([{ memberId: alice, position: 'Regent' }]);

    // Alice, Regent's winner of a second election, already holds Regent from January 1: her term runs on.
    await db().update(members).set({ status: 'active' }).where(eq(members.id, carol));
    const second = await readyElection({ title: 'Special election' });
    await vote(second.electionId, second.races, [0, 0, 0, 1, 1]);
    await change(CLOSED, () => publishResults(officer, second.electionId));
    const again = await applyAndConfirm(second.electionId, '2027-01-01');
    expect(again).toMatchObject({
      ok: true,
      message: `1 term created from January 1, 2027. Carol Tau is Scribe from January 1, 2027. ${ELECTION_MESSAGES.winnerCarriesOn('Alice Tau', 'Regent')}`,
    });
  });

  it('has no winner without quorum, and applying lists the positions left open', async () => {
    const { electionId, races } = await readyElection({ quorumNumerator: 4, quorumDenominator: 5 });
    // 3 of the 6 active members vote; four fifths of 6, rounded up, is 5.
    await vote(electionId, races, [0, 0, 0]);
    await change(CLOSED, () => publishResults(officer, electionId));
    const detail = await electionDetail(electionId, CLOSED, 'published');
    expect(detail?.races.map((race) => race.result?.outcome.kind)).toEqual(['no-quorum', 'no-quorum']);
    expect(await change(CLOSED, () => applyResults(officer, electionId, '2027-01-01'))).toEqual({
      ok: false,
      status: 400,
      message: ELECTION_MESSAGES.noWinners,
    });
  });

  it('refuses confirming when the results are withdrawn and a runoff started between reading them and writing the terms', async () => {
    const { electionId, races } = await readyElection({ quorumNumerator: 1, quorumDenominator: 2 });
    const [alice, bob] = voters as [number, number];
    // Alice 2, Bob 2: a tie for first, so Regent has no winner yet; Carol wins Scribe.
    await vote(electionId, races, [0, 1, 0, 1]);
    await change(CLOSED, () => publishResults(officer, electionId));
    expect(await change(CLOSED, () => applyResults(officer, electionId, '2027-01-01'))).toMatchObject({ ok: true });
    const period = { votingOpenAt: at('2026-11-14T17:00:00Z'), votingCloseAt: at('2026-11-15T17:00:00Z') };
    beforeAssigning.work = async () => {
      await withdrawResults(officer, electionId);
      await startRunoff(officer, electionId, { raceId: races['Regent 1'] as number, pair: [alice, bob], ...period });
    };
    const reviewed = await reviewedRequest(electionId);
    const confirmed = await change(CLOSED, () => confirmResults(voters[4] as number, electionId, reviewed)).finally(
      () => {
        beforeAssigning.work = null;
      },
    );
    expect(confirmed).toEqual({ ok: false, status: 409, message: ELECTION_MESSAGES.nothingToConfirm });
    expect(await electedTerms()).toEqual([]);
    const [election] = await db().select().from(elections);
    expect(election?.appliedAt).toBeNull();
    expect(Object.keys(await racesOf(electionId))).toContain('Regent 2');
  });

  it('tells a second confirmation at the same moment that the results were already applied', async () => {
    const { electionId, races } = await readyElection();
    await vote(electionId, races, [0, 0, 0, 1, 1]);
    await change(CLOSED, () => publishResults(officer, electionId));
    expect(await change(CLOSED, () => applyResults(officer, electionId, '2027-01-01'))).toMatchObject({ ok: true });
    const dan = voters[3] as number;
    await db().insert(terms).values({ memberId: dan, position: 'Webmaster', startsOn: '2026-01-01' });
    const reviewed = await reviewedRequest(electionId);
    // Dan confirms while Eve's confirmation is between reading the results and writing the terms.
    beforeAssigning.work = async () => {
      beforeAssigning.work = null;
      expect(await answerOf(confirmResults(dan, electionId, reviewed))).toMatchObject({ ok: true });
    };
    const second = await change(CLOSED, () => confirmResults(voters[4] as number, electionId, reviewed)).finally(() => {
      beforeAssigning.work = null;
    });
    expect(second).toEqual({ ok: false, status: 409, message: ELECTION_MESSAGES.alreadyApplied });
  });

  it('runs a runoff between the top two in its own period, then applies its winner', async () => {
    const { electionId, races } = await readyElection({ quorumNumerator: 1, quorumDenominator: 2 });
    const [alice, bob, , dan] = voters as [number, number, number, number];
    // Dan stands for Regent too; nobody gets a majority: Alice 2, Bob 1, Dan 1, a tie for second.
    await db()
      .insert(electionCandidates)
      .values({ raceId: races['Regent 1'] as number, memberId: dan });
    await vote(electionId, races, [0, 0, 1, 3]);
    await change(CLOSED, () => publishResults(officer, electionId));
    const result = (await electionDetail(electionId, CLOSED, 'published'))?.races[0]?.result;
    expect(result?.outcome.kind).toBe('tie-second');

    const period = { votingOpenAt: at('2026-11-14T17:00:00Z'), votingCloseAt: at('2026-11-15T17:00:00Z') };
    expect(
      await change(CLOSED, () =>
        startRunoff(officer, electionId, { raceId: races['Regent 1'] as number, pair: [bob, dan], ...period }),
      ),
    ).toMatchObject({
      ok: false,
      message: ELECTION_MESSAGES.runoffNotAllowed,
    });
    const runoff = await change(CLOSED, () =>
      startRunoff(officer, electionId, { raceId: races['Regent 1'] as number, pair: [alice, dan], ...period }),
    );
    expect(runoff).toMatchObject({ ok: true, message: 'Runoff for Regent started.' });
    const runoffRace = idOf(runoff);
    expect(await change(CLOSED, () => applyResults(officer, electionId, '2027-01-01'))).toMatchObject({
      ok: false,
      message: ELECTION_MESSAGES.runoffOpen('Regent'),
    });
    const inRunoff = at('2026-11-15T00:00:00Z');
    for (const [voter, choice] of [
      [alice, alice],
      [bob, dan],
      [voters[2], dan],
    ] as const) {
      expect(
        await change(inRunoff, () =>
          castBallot(voter as number, electionId, [{ raceId: runoffRace, candidateId: choice }]),
        ),
      ).toMatchObject({ ok: true });
    }
    const after = at('2026-11-16T00:00:00Z');
    expect(await change(after, () => publishResults(officer, electionId))).toMatchObject({ ok: true });
    expect(await applyAndConfirm(electionId, '2027-01-01', after)).toMatchObject({ ok: true });
    const holders = await db()
      .select({ memberId: terms.memberId, position: terms.position })
      .from(terms)
      .where(ne(terms.position, 'Vice Regent'))
      .orderBy(asc(terms.position));
    expect(holders).toEqual([
      { memberId: dan, position: 'Regent' },
      { memberId: voters[2], position: 'Scribe' },
    ]);
  });
});

describe('a position that missed its quorum', () => {
  it('is voted on again among the same candidates in a period of its own, then applied', async () => {
    const { electionId, races } = await readyElection({ quorumNumerator: 4, quorumDenominator: 5 });
    const [alice, bob] = voters as [number, number];
    // 3 of the 6 active members vote; four fifths of 6, rounded up, is 5.
    await vote(electionId, races, [0, 0, 1]);
    await change(CLOSED, () => publishResults(officer, electionId));
    const tooSoon = { votingOpenAt: at('2026-11-14T17:00:00Z'), votingCloseAt: at('2026-11-14T18:00:00Z') };
    expect(
      await change(CLOSED, () => startRunoff(officer, electionId, { raceId: races['Scribe 1'] as number, ...tooSoon })),
    ).toEqual({
      ok: false,
      status: 400,
      message: ELECTION_MESSAGES.runoffPeriod,
    });
    const period = { votingOpenAt: at('2026-11-14T17:00:00Z'), votingCloseAt: at('2026-11-15T17:00:00Z') };
    const again = await change(CLOSED, () =>
      startRunoff(officer, electionId, { raceId: races['Regent 1'] as number, ...period }),
    );
    expect(again).toMatchObject({ ok: true, message: ELECTION_MESSAGES.rerunStarted('Regent') });
    const regent2 = idOf(again);
    expect(
      Object.keys(await counts(regent2))
        .map(Number)
        .sort(),
    ).toEqual([alice, bob].sort());
    const inVote = at('2026-11-15T00:00:00Z');
    for (const voter of voters) {
      const cast = await change(inVote, () => castBallot(voter, electionId, [{ raceId: regent2, candidateId: bob }]));
      expect(cast.ok).toBe(true);
    }
    const after = at('2026-11-16T00:00:00Z');
    await change(after, () => publishResults(officer, electionId));
    const applied = await applyAndConfirm(electionId, '2027-01-01', after);
    expect(applied).toMatchObject({
      ok: true,
      message: expect.stringContaining('Bob Tau is Regent from January 1, 2027.'),
    });
    expect((applied as { message: string }).message).toContain(openAfterApplying(['Scribe']));
  });
});

describe('dashboard prompts', () => {
  it('ask to nominate, to answer a nomination, and to vote until the member has voted', async () => {
    const { electionId, races } = await readyElection();
    const [, , , dan] = voters as [number, number, number, number];
    const pending = await change(NOMINATIONS, () =>
      nominate(officer, { electionId, position: 'Scribe', nomineeId: dan }),
    );
    expect(pending.ok).toBe(true);
    expect((await electionPrompts(dan, NOMINATIONS)).map((p) => [p.kind, p.position])).toEqual([
      ['nominations', undefined],
      ['nominated', 'Scribe'],
    ]);
    expect((await electionPrompts(dan, VOTING)).map((p) => p.kind)).toEqual(['voting']);
    await change(VOTING, () =>
      castBallot(dan, electionId, [{ raceId: races['Regent 1'] as number, candidateId: voters[0] as number }]),
    );
    // Scribe is still open for Dan.
    expect((await electionPrompts(dan, VOTING)).map((p) => p.kind)).toEqual(['voting']);
    await change(VOTING, () =>
      castBallot(dan, electionId, [{ raceId: races['Scribe 1'] as number, candidateId: voters[2] as number }]),
    );
    expect(await electionPrompts(dan, VOTING)).toEqual([]);
  });
});

describe("the officers' election form", () => {
  it('marks periods out of order and a quorum above one on their fields, keeping nothing', async () => {
    const [webmaster] = await db()
      .insert(members)
      .values({ status: 'active', firstName: 'Web', lastName: 'Master', email: 'web@example.org' })
      .returning({ id: members.id });
    await db()
      .insert(terms)
      .values({ memberId: (webmaster as { id: number }).id, position: 'Webmaster', startsOn: '2000-01-01' });
    const cookie = await signedInCookie((webmaster as { id: number }).id);
    const before = await databaseState();
    const answer = await when(BEFORE, () =>
      callRoute<{ ok: boolean; errors?: Record<string, string> }>(createAction, '/admin/elections', {
        cookie,
        form: {
          intent: 'create',
          title: 'Board',
          positions: ['Regent', 'Scribe'],
          nominationsOpenAt: '2026-11-10T09:00',
          nominationsCloseAt: '2026-11-12T09:00',
          votingOpenAt: '2026-11-11T09:00',
          votingCloseAt: '2026-11-11T08:00',
          quorumNumerator: '4',
          quorumDenominator: '3',
        },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual({
      quorumNumerator: 'The quorum is a fraction no larger than 1, such as 2 / 3.',
      votingCloseAt: ELECTION_MESSAGES.periodsOutOfOrder,
      votingOpenAt: ELECTION_MESSAGES.periodsOutOfOrder,
    });
    expect(await databaseState()).toEqual(before);

    const created = await when(BEFORE, () =>
      callRoute<{ ok: boolean; electionId?: number }>(createAction, '/admin/elections', {
        cookie,
        form: {
          intent: 'create',
          title: 'Board',
          positions: ['Regent', 'Scribe'],
          nominationsOpenAt: '2026-11-10T09:00',
          nominationsCloseAt: '2026-11-12T09:00',
          votingOpenAt: '2026-11-12T09:00',
          votingCloseAt: '2026-11-14T09:00',
          quorumNumerator: '2',
          quorumDenominator: '3',
        },
      }),
    );
    expect(created.data).toMatchObject({ ok: true, electionId: expect.any(Number) });
    const [election] = await db().select().from(elections);
    // 09:00 in Los Angeles in November is 17:00 UTC.
    expect(election?.nominationsOpenAt).toEqual(new Date('2026-11-10T17:00:00Z'));
  });
});

describe('malformed requests', () => {
  it('answer 400 or 404 and write nothing: repeated positions, ids past the database integer, odd ballot fields', async () => {
    const { electionId, races } = await readyElection();
    const regent = races['Regent 1'] as number;
    const [alice, , , dan] = voters as [number, number, number, number];
    await db().update(members).set({ email: 'olive@example.org' }).where(eq(members.id, officer));
    await db().update(members).set({ email: 'dan@example.org' }).where(eq(members.id, dan));
    await db().insert(terms).values({ memberId: officer, position: 'Webmaster', startsOn: '2000-01-01' });
    const officerCookie = await signedInCookie(officer);
    const danCookie = await signedInCookie(dan);
    const TOO_BIG = '2147483648';
    const form = {
      title: 'Board',
      nominationsOpenAt: '2026-11-20T09:00',
      nominationsCloseAt: '2026-11-22T09:00',
      votingOpenAt: '2026-11-22T09:00',
      votingCloseAt: '2026-11-24T09:00',
      quorumNumerator: '2',
      quorumDenominator: '3',
    };
    const before = await databaseState();
    const created = await callRoute<{ errors?: Record<string, string> }>(createAction, '/admin/elections', {
      cookie: officerCookie,
      form: { intent: 'create', ...form, positions: ['Regent', 'Regent'] },
    });
    expect({ status: created.status, errors: created.data.errors }).toEqual({
      status: 400,
      errors: { positions: ELECTION_MESSAGES.positionTwice },
    });
    const edited = await when(NOMINATIONS, () =>
      callRoute<{ errors?: Record<string, string> }>(electionAction, `/admin/elections/${electionId}`, {
        cookie: officerCookie,
        params: { electionId: String(electionId) },
        form: { intent: 'edit', ...form, positions: ['Scribe', 'Regent', 'Scribe'] },
      }),
    );
    expect({ status: edited.status, errors: edited.data.errors }).toEqual({
      status: 400,
      errors: { positions: ELECTION_MESSAGES.positionTwice },
    });
    const officerPosts: [Record<string, string>, string][] = [
      [{ intent: 'publish' }, TOO_BIG],
      [
        {
          intent: 'runoff',
          raceId: TOO_BIG,
          first: String(alice),
          second: TOO_BIG,
          votingOpenAt: '2026-11-14T09:00',
          votingCloseAt: '2026-11-15T09:00',
        },
        String(electionId),
      ],
    ];
    for (const [fields, id] of officerPosts) {
      const answer = await when(CLOSED, () =>
        callRoute(electionAction, `/admin/elections/${id}`, {
          cookie: officerCookie,
          params: { electionId: id },
          form: fields,
        }),
      );
      expect({ fields, status: answer.status }).toEqual({ fields, status: expect.toBeOneOf([400, 404]) });
    }
    const memberPosts: [Date, Record<string, string>][] = [
      [NOMINATIONS, { intent: 'nominate', electionId: TOO_BIG, position: 'Regent', nomineeId: String(alice) }],
      [NOMINATIONS, { intent: 'nominate', electionId: String(electionId), position: 'Regent', nomineeId: TOO_BIG }],
      [NOMINATIONS, { intent: 'decide', nominationId: TOO_BIG, decision: 'accept' }],
      [VOTING, { intent: 'vote', electionId: TOO_BIG, [`race-${regent}`]: String(alice) }],
      [VOTING, { intent: 'vote', electionId: String(electionId), [`race-${TOO_BIG}`]: String(alice) }],
      [VOTING, { intent: 'vote', electionId: String(electionId), [`race-${regent}`]: TOO_BIG }],
      [VOTING, { intent: 'vote', electionId: String(electionId), [`race-${regent}`]: '1e3' }],
      [VOTING, { intent: 'vote', electionId: String(electionId), 'race-x': String(alice) }],
    ];
    for (const [instant, fields] of memberPosts) {
      const answer = await when(instant, () =>
        callRoute(memberAction, '/elections', { cookie: danCookie, form: fields }),
      );
      expect({ fields, status: answer.status }).toEqual({ fields, status: expect.toBeOneOf([400, 404]) });
    }
    expect(await databaseState()).toEqual(before);
  });
});
