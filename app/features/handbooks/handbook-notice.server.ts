import type { Tx } from '../../shared/db/db.server';
import { chapterToday } from '../../shared/members/current-position.server';
import { messageMembers } from '../../shared/notify/outbox.server';
import { positionHistory } from '../officer-terms/index.server';
import { handbookPath } from './handbook-rules';

/**
 * Tells the members about to hold the position (a term starting after today) that its handbook changed, in the
 * transaction that saves it, each as they chose; the one who saved it is not told of their own change.
 */
export async function tellIncomingHolders(tx: Tx, actorId: number, position: string): Promise<void> {
  const today = chapterToday();
  const incoming = (await positionHistory(position, tx))
    .filter((term) => term.startsOn > today && term.memberId !== actorId)
    .map((term) => term.memberId);
  if (incoming.length === 0) return;
  await messageMembers(tx, {
    memberIds: incoming,
    kind: 'handbook-edited',
    subject: `The ${position} handbook was updated`,
    markdown: `The handbook of ${position}, the position you are about to hold, has a new version. Read what changed before your term starts.`,
    path: handbookPath(position),
    linkLabel: `Read the ${position} handbook`,
  });
}
