/** Whether each winner can take a position: still active, and which of their terms is set to begin from a day on. */
import { and, desc, gte, inArray } from 'drizzle-orm';
import { members, terms } from '../../../db/schema';
import type { Db, Tx } from '../../shared/db/db.server';
import type { WinnerStanding } from './apply-preview';

export async function winnerStandings(
  handle: Tx | Db,
  memberIds: readonly number[],
  fromDay: string,
): Promise<WinnerStanding[]> {
  if (memberIds.length === 0) return [];
  const people = await handle
    .select({ id: members.id, status: members.status })
    .from(members)
    .where(inArray(members.id, [...memberIds]));
  const later = await handle
    .select({ memberId: terms.memberId, position: terms.position, startsOn: terms.startsOn })
    .from(terms)
    .where(and(inArray(terms.memberId, [...memberIds]), gte(terms.startsOn, fromDay)))
    .orderBy(desc(terms.startsOn));
  return people.map((person) => {
    const term = later.find((t) => t.memberId === person.id);
    return {
      memberId: person.id,
      active: person.status === 'active',
      laterTerm: term ? { position: term.position, startsOn: term.startsOn } : null,
    };
  });
}
