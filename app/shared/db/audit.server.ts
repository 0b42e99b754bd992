import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { auditLog, members } from '../../../db/schema';
import { db, type Db, type Tx } from './db.server';
import { fullName } from '../members/full-name';

/** Records an officer's change inside the transaction that makes it, so the log and the data never disagree. */
export async function recordAudit(
  tx: Tx | Db,
  actorId: number,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await tx.insert(auditLog).values({ actorId, action, details });
}

export interface AuditEntry {
  id: number;
  action: string;
  details: unknown;
  createdAt: Date;
  actorName: string | null;
  /**
   * The current name of the member the change was about (`details.memberId`), for the entries that record only the
   * id; null when the entry names no member or the record is gone.
   */
  subjectName: string | null;
}

function subjectId(details: unknown): number | null {
  const id = details && typeof details === 'object' ? (details as { memberId?: unknown }).memberId : undefined;
  return Number.isSafeInteger(id) ? (id as number) : null;
}

/**
 * The newest audit rows first, with the name of who made each change and of the member it was about; only the given
 * actions and those since an instant when asked; at most `limit` of them, or every one when `limit` is null.
 */
export async function latestAuditEntries(
  limit: number | null,
  only: { actions?: readonly string[]; since?: Date } = {},
): Promise<AuditEntry[]> {
  const rows = await db()
    .select({
      id: auditLog.id,
      action: auditLog.action,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(auditLog)
    .leftJoin(members, eq(members.id, auditLog.actorId))
    .where(
      and(
        only.actions ? inArray(auditLog.action, [...only.actions]) : undefined,
        only.since ? gte(auditLog.createdAt, only.since) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit ?? Number.MAX_SAFE_INTEGER);
  const ids = [...new Set(rows.map((row) => subjectId(row.details)).filter((id) => id !== null))];
  const subjects =
    ids.length === 0
      ? []
      : await db()
          .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
          .from(members)
          .where(inArray(members.id, ids));
  const names = new Map(subjects.map((member) => [member.id, fullName(member)]));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    actorName: firstName === null || lastName === null ? null : fullName({ firstName, lastName }),
    subjectName: names.get(subjectId(row.details) ?? -1) ?? null,
  }));
}
