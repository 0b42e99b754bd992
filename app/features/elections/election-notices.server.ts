/**
 * What elections tell members by themselves (app/shared/notify/): nominations and voting opening and the day-before
 * reminder, found by the scheduled look every minute and each sent once; a nomination and published results, in the
 * transaction of the change.
 */
import { and, eq, exists, isNull, notExists } from 'drizzle-orm';
import { electionRaces, electionVoters, elections, members } from '../../../db/schema';
import { db, type Tx } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { messageMembers } from '../../shared/notify/outbox.server';
import { claimNotice } from '../../shared/notify/scheduled-notices.server';
import { electionPhase } from './election-phase';
import { momentText } from './election-text';
import type { Election } from './election-change.server';

/** How long before voting closes the members who have not voted are reminded. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * When the reminder is due: a day before voting closes, but not before half the voting period has passed, so a short
 * vote does not remind in the same breath as it opens.
 */
export const reminderDueAt = (election: Pick<Election, 'votingOpenAt' | 'votingCloseAt'>) =>
  Math.max(
    election.votingCloseAt.getTime() - REMINDER_BEFORE_MS,
    (election.votingOpenAt.getTime() + election.votingCloseAt.getTime()) / 2,
  );

const PAGE = '/elections';

const activeMembers = async (tx: Tx) =>
  (await tx.select({ id: members.id }).from(members).where(eq(members.status, 'active'))).map((m) => m.id);

/** Active members with a race of the election's first round they have not voted in. */
async function activeNonVoters(tx: Tx, electionId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.status, 'active'),
        exists(
          tx
            .select({ one: electionRaces.id })
            .from(electionRaces)
            .where(
              and(
                eq(electionRaces.electionId, electionId),
                eq(electionRaces.round, 1),
                notExists(
                  tx
                    .select({ one: electionVoters.memberId })
                    .from(electionVoters)
                    .where(and(eq(electionVoters.raceId, electionRaces.id), eq(electionVoters.memberId, members.id))),
                ),
              ),
            ),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** A notice an election sends once, under its key, to the members `recipients` finds when it is sent. */
interface DueNotice {
  key: string;
  kind: 'election-nominations' | 'election-voting';
  recipients: (tx: Tx) => Promise<number[]>;
  subject: string;
  markdown: string;
  linkLabel: string;
}

/** The notices an election has due at `at`, by the key each is sent under once. */
function dueNotices(election: Election, at: Date): DueNotice[] {
  const phase = electionPhase(election, at);
  const { id, title } = election;
  const due: DueNotice[] = [];
  if (phase === 'nominations') {
    due.push({
      key: `election-nominations-open:${id}`,
      kind: 'election-nominations',
      recipients: activeMembers,
      subject: `Nominations are open: ${title}`,
      markdown: `Nominate a member for a position in ${title} until ${momentText(election.nominationsCloseAt)}.`,
      linkLabel: 'Nominate',
    });
  }
  if (phase === 'voting') {
    due.push({
      key: `election-voting-open:${id}`,
      kind: 'election-voting',
      recipients: activeMembers,
      subject: `Voting is open: ${title}`,
      markdown: `Cast your secret ballot in ${title} until ${momentText(election.votingCloseAt)}.`,
      linkLabel: 'Vote',
    });
    if (at.getTime() >= reminderDueAt(election)) {
      due.push({
        key: `election-voting-reminder:${id}`,
        kind: 'election-voting',
        recipients: (tx) => activeNonVoters(tx, id),
        subject: `Voting closes soon: ${title}`,
        markdown: `You have not voted yet in ${title}. Voting closes ${momentText(election.votingCloseAt)}.`,
        linkLabel: 'Vote',
      });
    }
  }
  return due;
}

/** Sends every election notice due at `at` that was not sent before, each in its own transaction with its claim. */
export async function electionNotices(at: Date): Promise<void> {
  const open = await db()
    .select()
    .from(elections)
    .where(and(isNull(elections.resultsPublishedAt), isNull(elections.appliedAt)));
  for (const election of open) {
    for (const { key, recipients, ...message } of dueNotices(election, at)) {
      await inTransaction(async (tx) => {
        if (!(await claimNotice(tx, key, at))) return;
        await messageMembers(tx, { ...message, memberIds: await recipients(tx), path: PAGE });
      });
    }
  }
}

/** Tells a member they were nominated, in the nomination's transaction. */
export function tellNominee(tx: Tx, nomineeId: number, position: string, election: Election) {
  return messageMembers(tx, {
    memberIds: [nomineeId],
    kind: 'election-nominations',
    subject: `You were nominated for ${position}`,
    markdown: `You were nominated for ${position} in ${election.title}. Accept or decline on the Elections page before voting opens ${momentText(election.votingOpenAt)}.`,
    path: PAGE,
    linkLabel: 'Accept or decline',
  });
}

/** Tells every active member the results are out, in the publishing transaction. */
export async function tellResultsPublished(tx: Tx, election: Election) {
  return messageMembers(tx, {
    memberIds: await activeMembers(tx),
    kind: 'election-results',
    subject: `Results published: ${election.title}`,
    markdown: `The results of ${election.title} are published on the Elections page.`,
    path: PAGE,
    linkLabel: 'See the results',
  });
}
