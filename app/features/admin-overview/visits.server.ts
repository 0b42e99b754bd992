import { visits } from '../../../db/schema';
import { db } from '../../shared/db/db.server';

/** Records that a signed-in member opened the site in a new browser session; no address is kept. */
export async function recordVisit(memberId: number): Promise<void> {
  await db().insert(visits).values({ memberId });
}
