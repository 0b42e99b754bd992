import { localInputValue } from '../../../app/features/elections/election-text';
import { TEST_CLOCK_COOKIE } from '../../../app/shared/time/clock.server';
import { signInOverHttp } from '../../support/http-sign-in';
import type { Row } from '../site-tables';
import { rows, type Writer } from '../writes';
import type { WriteKind } from './write-kinds';

/**
 * Ballots cast one after another by different members while the server is killed: each trial opens an election
 * for two positions (its own, so every member may vote again), puts two candidates on each ballot, then members
 * vote for both positions at once. After the restart every ballot answered as accepted is counted exactly once, and
 * no member is recorded as having voted without their vote counted: per race, the ballots add up to the voters. Then
 * an officer reads the results as after voting closes, which seals the races: the counts still add up to the
 * voters, and no ballot row is left.
 */
const POSITIONS = ['Treasurer', 'Historian'] as const;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A member's cookie with the server's clock moved to `instant` for that request (the test server follows it): an
 * election's periods open from now on and last a day each, so nominations and ballots are sent inside them.
 */
const at = (cookie: string, instant: number) =>
  `${cookie}; ${TEST_CLOCK_COOKIE}=${encodeURIComponent(new Date(instant).toISOString())}`;
/** When the drill's ballots are cast: an hour into its voting period. */
let votingAt = 0;

/**
 * Session cookies of the chapter's active members with an email, each signed in once: the drill's restarted servers
 * share one session secret, so a session outlives a restart.
 */
const voters = new Map<string, string>();
let electionId = 0;
/** When the trial's voting closes. */
let closesAt = 0;
/** Each race's id and its candidates' member ids. */
let races: { id: number; candidates: number[] }[] = [];

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  return body;
};

/** The election form's fields for the given periods (in Los Angeles wall-clock time, as the page sends them). */
const periods = (opens: number, switchAt: number, closes: number) => ({
  positions: [...POSITIONS],
  nominationsOpenAt: localInputValue(new Date(opens)),
  nominationsCloseAt: localInputValue(new Date(switchAt)),
  votingOpenAt: localInputValue(new Date(switchAt)),
  votingCloseAt: localInputValue(new Date(closes)),
  quorumNumerator: '2',
  quorumDenominator: '3',
});

async function expectOk(what: string, status: Promise<number>) {
  const answered = await status;
  if (answered !== 200) throw new Error(`${what} was answered ${answered}`);
}

async function prepare(writer: Writer) {
  const tables = await writer.tables();
  for (const m of rows(tables, 'members')) {
    const email = String(m.email ?? '');
    if (m.status === 'active' && email && !voters.has(email))
      voters.set(email, await signInOverHttp(writer.url, email));
  }
  // Nominations open in a minute and voting a day later; each request is sent with the clock inside its period.
  const title = `Fault ballots ${Date.now()}`;
  const opens = Date.now() + MINUTE;
  const nominating = opens + HOUR;
  votingAt = opens + DAY + HOUR;
  closesAt = opens + 2 * DAY;
  await expectOk(
    'creating the election',
    writer.post(
      '/admin/elections.data',
      form({ intent: 'create', title, ...periods(opens, opens + DAY, opens + 2 * DAY) }),
    ),
  );
  const created = await writer.tables();
  const election = rows(created, 'elections').find((e) => e.title === title);
  electionId = Number(election?.id ?? 0);
  const raceRows = rows(created, 'election_races').filter((r) => Number(r.election_id) === electionId);
  const members = rows(created, 'members').filter((m) => m.status === 'active' && voters.has(String(m.email)));
  races = [];
  for (const [i, race] of raceRows.entries()) {
    const candidates = members.slice(2 * i, 2 * i + 2);
    for (const candidate of candidates) {
      await expectOk(
        'a nomination',
        postAs(
          writer,
          at(writer.cookie, nominating),
          '/elections.data',
          form({
            intent: 'nominate',
            electionId: String(electionId),
            position: String(race.position),
            nomineeId: String(candidate.id),
          }),
        ),
      );
    }
    races.push({ id: Number(race.id), candidates: candidates.map((c) => Number(c.id)) });
  }
  const nominated = await writer.tables();
  for (const nomination of rows(nominated, 'election_nominations').filter((n) =>
    races.some((r) => r.id === Number(n.race_id)),
  )) {
    const email = String(members.find((m) => Number(m.id) === Number(nomination.nominee_id))?.email);
    const cookie = voters.get(email) as string;
    await expectOk(
      'an acceptance',
      postAs(
        writer,
        at(cookie, nominating),
        '/elections.data',
        form({ intent: 'decide', nominationId: String(nomination.id), decision: 'accept' }),
      ),
    );
  }
}

/** A POST as another member than the writer's officer. */
async function postAs(writer: Writer, cookie: string, pathname: string, body: URLSearchParams): Promise<number> {
  const response = await fetch(`${writer.url}${pathname}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: writer.url },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  await response.arrayBuffer();
  return response.status;
}

const drillRaces = (tables: Map<string, Row[]>) =>
  rows(tables, 'election_races').filter((r) => Number(r.election_id) === electionId);

export const ballots: WriteKind = {
  name: 'ballots cast',
  audit: 'elections.vote',
  warmUp: 3,
  readers: 2,
  prepare,
  start(writer) {
    const cookies = [...voters.values()];
    // Ballot n is member n's, for the first candidate of each race when n is even, the second when odd.
    return (n) => {
      const cookie = cookies[n % cookies.length] as string;
      const choices = Object.fromEntries(races.map((race) => [`race-${race.id}`, String(race.candidates[n % 2])]));
      return postAs(
        writer,
        at(cookie, votingAt),
        '/elections.data',
        form({ intent: 'vote', electionId: String(electionId), ...choices }),
      );
    };
  },
  check: (after, _before, committed) => votesAddUp(after, committed),
  async settle(writer, committed) {
    // The officers' first read of the results after voting closes seals the races (the server's clock moved there).
    const response = await fetch(`${writer.url}/admin/elections/${electionId}`, {
      headers: { Cookie: at(writer.cookie, closesAt + MINUTE) },
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    if (response.status !== 200) return `the results page answered ${response.status}`;
    const sealed = await writer.tables();
    const left = drillBallots(sealed).length;
    return left > 0 ? `${left} ballots left after sealing` : votesAddUp(sealed, committed);
  },
};

const drillBallots = (tables: Map<string, Row[]>) =>
  rows(tables, 'election_ballots').filter((b) => races.some((r) => r.id === Number(b.race_id)));

/** Per race, the sealed counts and the ballots not sealed yet add up to the voters, and to the committed ballots. */
function votesAddUp(tables: Map<string, Row[]>, committed: number): string | null {
  if (electionId === 0 || races.length !== POSITIONS.length) return 'the drill election was not set up';
  for (const race of drillRaces(tables)) {
    const id = Number(race.id);
    const voted = rows(tables, 'election_voters').filter((v) => Number(v.race_id) === id).length;
    const counted =
      rows(tables, 'election_candidates')
        .filter((c) => Number(c.race_id) === id)
        .reduce((sum, c) => sum + Number(c.votes), 0) +
      drillBallots(tables).filter((b) => Number(b.race_id) === id).length;
    if (voted !== counted) return `${String(race.position)}: ${voted} voters but ${counted} votes`;
    // Every ballot votes for both positions, and each committed one wrote one audit row.
    if (voted !== committed) return `${String(race.position)}: ${voted} voters after ${committed} committed ballots`;
  }
  return null;
}
