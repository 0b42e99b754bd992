import { desc, eq } from 'drizzle-orm';
import { auditLog, members } from '../../../db/schema';
import { db, type Db, type Tx } from './db.server';

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
}

/** The newest audit rows first, with the name of who made each change. */
export async function latestAuditEntries(limit: number): Promise<AuditEntry[]> {
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
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    actorName: firstName === null ? null : `${firstName} ${lastName}`,
  }));
}
