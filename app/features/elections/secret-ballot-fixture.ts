/**
 * The election the ballot-secrecy tests vote in: members with ids no other row of a test holds (so finding one in a
 * row, a log line or a file can only mean it came from a ballot), two races and their candidates, and the page's own
 * action to vote through.
 */
import { expect } from 'vitest';
import { electionCandidates, electionNominations, electionRaces, elections, members } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { atInstant } from '../../shared/time/clock.server';
import { callRoute } from '../../../tests/setup/route-call';
import { signedInCookie } from '../../../tests/setup/session-cookie';
import { action } from './elections.route';

/** The Regent's two candidates, then the Scribe's one. */
export const CANDIDATES = [7001, 7002, 7003];
export const VOTERS = [8001, 8002, 8003, 8004, 8005, 8006];
export const VOTING = new Date('2026-11-11T12:00:00Z');
export const CLOSED = new Date('2026-11-13T12:00:00Z');

export interface SecretBallotElection {
  electionId: number;
  regent: number;
  scribe: number;
}

export async function createSecretBallotElection(): Promise<SecretBallotElection> {
  for (const id of [...CANDIDATES, ...VOTERS]) {
    await db()
      .insert(members)
      .values({ id, status: 'active', email: `m${id}@example.org`, firstName: `M${id}`, lastName: 'Tau' });
  }
  const [election] = await db()
    .insert(elections)
    .values({
      title: 'Secret ballot',
      nominationsOpenAt: new Date('2026-11-01T17:00:00Z'),
      nominationsCloseAt: new Date('2026-11-08T17:00:00Z'),
      votingOpenAt: new Date('2026-11-10T17:00:00Z'),
      votingCloseAt: new Date('2026-11-12T17:00:00Z'),
    })
    .returning({ id: elections.id });
  const electionId = (election as { id: number }).id;
  const [regent, scribe] = (
    await db()
      .insert(electionRaces)
      .values([
        { electionId, position: 'Regent' },
        { electionId, position: 'Scribe' },
      ])
      .returning({ id: electionRaces.id })
  ).map((race) => race.id) as [number, number];
  for (const [raceId, memberId] of [
    [regent, 7001],
    [regent, 7002],
    [scribe, 7003],
  ] as const) {
    await db().insert(electionNominations).values({ raceId, nomineeId: memberId, status: 'accepted' });
    await db().insert(electionCandidates).values({ raceId, memberId });
  }
  return { electionId, regent, scribe };
}

/** Votes through the page's action while voting is open, as `voter` would, and expects the ballot accepted. */
export async function vote(voter: number, electionId: number, choices: Record<number, number>): Promise<void> {
  const form: Record<string, string> = { intent: 'vote', electionId: String(electionId) };
  for (const [raceId, candidate] of Object.entries(choices)) form[`race-${raceId}`] = String(candidate);
  const answer = await atInstant(VOTING, async () =>
    callRoute(action, '/elections', { cookie: await signedInCookie(voter), form }),
  );
  expect({ status: answer.status, data: answer.data }).toMatchObject({ data: { ok: true } });
}
