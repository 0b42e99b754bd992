/**
 * Results applied and waiting for a second officer's confirmation, for every officer's dashboard and Officer Tools
 * (docs/decisions/0015-election-safeguards.md): nobody seats a board quietly.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { elections, members } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { fullName } from '../../shared/members/full-name';

export interface PendingBoard {
  electionId: number;
  title: string;
  startsOn: string;
  /** Who applied the results, or null when their record is gone. */
  requestedBy: string | null;
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
  return rows.map(({ firstName, lastName, startsOn, ...row }) => ({
    ...row,
    startsOn: startsOn as string,
    requestedBy: firstName === null || lastName === null ? null : fullName({ firstName, lastName }),
  }));
}
