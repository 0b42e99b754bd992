/** Each winner's standing on the first day (standingsOn), read from their membership and their terms. */
import { inArray } from 'drizzle-orm';
import { members, terms } from '../../../db/schema';
import type { Db, Tx } from '../../shared/db/db.server';
import { standingsOn, type WinnerStanding } from './apply-preview';

/** Whether each winner is still an active member: what the election page needs besides the terms it already has. */
export async function winnersActive(handle: Tx | Db, memberIds: readonly number[]) {
  if (memberIds.length === 0) return [];
  const people = await handle
    .select({ id: members.id, status: members.status })
    .from(members)
    .where(inArray(members.id, [...memberIds]));
  return people.map((person) => ({ memberId: person.id, active: person.status === 'active' }));
}

export async function winnerStandings(
  handle: Tx | Db,
  memberIds: readonly number[],
  day: string,
): Promise<WinnerStanding[]> {
  if (memberIds.length === 0) return [];
  const held = await handle
    .select({ memberId: terms.memberId, position: terms.position, startsOn: terms.startsOn, endsOn: terms.endsOn })
    .from(terms)
    .where(inArray(terms.memberId, [...memberIds]));
  return standingsOn(await winnersActive(handle, memberIds), held, day);
}
