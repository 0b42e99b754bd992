/**
 * Whether each winner can take a position: still active, the position they hold on the first day (a re-elected
 * officer's term runs on), and which of their terms is set to begin from that day on.
 */
import { and, desc, gte, inArray, isNull, lte, or } from 'drizzle-orm';
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
  const holding = await handle
    .select({ memberId: terms.memberId, position: terms.position })
    .from(terms)
    .where(
      and(
        inArray(terms.memberId, [...memberIds]),
        lte(terms.startsOn, fromDay),
        or(isNull(terms.endsOn), gte(terms.endsOn, fromDay)),
      ),
    );
  return people.map((person) => {
    const term = later.find((t) => t.memberId === person.id);
    return {
      memberId: person.id,
      active: person.status === 'active',
      holdsOnFirstDay: holding.find((t) => t.memberId === person.id)?.position ?? null,
      laterTerm: term ? { position: term.position, startsOn: term.startsOn } : null,
    };
  });
}
