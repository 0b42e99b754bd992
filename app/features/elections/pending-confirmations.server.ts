/**
 * Results applied and waiting for a second officer's confirmation, for every officer's dashboard and Officer Tools
 * (docs/decisions/0015-election-safeguards.md): nobody seats a board quietly.
 */
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { auditLog, elections, members } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { fullName } from '../../shared/members/full-name';

export interface PendingBoard {
  electionId: number;
  title: string;
  startsOn: string;
  /** Who applied the results, or null when their record is gone. */
  requestedBy: string | null;
  /** The terms confirming would start, as the request named them. */
  winners: { name: string; position: string }[];
}

/** The winners the latest request to apply an election's results named (its audit row holds the plan). */
async function requestedWinners(electionId: number): Promise<PendingBoard['winners']> {
  const [row] = await db()
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'elections.apply-request'),
        sql`${auditLog.details}->>'electionId' = ${String(electionId)}`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  const winners = (row?.details as { winners?: { name: string; position: string }[] } | undefined)?.winners ?? [];
  return winners.map(({ name, position }) => ({ name, position }));
}

export async function pendingConfirmations(): Promise<PendingBoard[]> {
  const rows = await db()
    .select({
      electionId: elections.id,
      title: elections.title,
      startsOn: elections.applyStartsOn,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(elections)
    .leftJoin(members, eq(members.id, elections.applyRequestedBy))
    .where(and(isNotNull(elections.applyStartsOn), isNull(elections.appliedAt)))
    .orderBy(asc(elections.applyRequestedAt));
  return Promise.all(
    rows.map(async ({ firstName, lastName, startsOn, ...row }) => ({
      ...row,
      startsOn: startsOn as string,
      requestedBy: firstName === null || lastName === null ? null : fullName({ firstName, lastName }),
      winners: await requestedWinners(row.electionId),
    })),
  );
}
