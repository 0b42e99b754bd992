import { db, type Tx } from './db.server';

/**
 * Runs a multi-step write as one transaction: anything thrown inside, a `Refusal` included, rolls back everything it
 * wrote, and is thrown on to the caller.
 */
export function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return db().transaction(work);
}
