import { auditLog } from '../../db/schema';
import type { Db, Tx } from '../lib/db.server';

/** Records an officer's change inside the transaction that makes it, so the log and the data never disagree. */
export async function recordAudit(
  tx: Tx | Db,
  actorId: number,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await tx.insert(auditLog).values({ actorId, action, details });
}
