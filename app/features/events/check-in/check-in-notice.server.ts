import { and, eq, notExists } from 'drizzle-orm';
import { attendance, members } from '../../../../db/schema';
import type { Tx } from '../../../shared/db/db.server';
import { messageMembers } from '../../../shared/notify/outbox.server';

/**
 * Tells every active member expected at the event that its check-in opened, in the transaction that opens it: those
 * not yet marked attended, each as they chose for this kind (by email, in the site, or not at all). An event nobody is
 * expected at tells no one, and so does a check-in opened again after it closed: they were told the first time.
 */
export async function tellCheckInOpened(
  tx: Tx,
  event: { id: number; name: string; expected: boolean; checkInStartedAt: Date | null },
): Promise<void> {
  if (!event.expected || event.checkInStartedAt !== null) return;
  const expected = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.status, 'active'),
        notExists(
          tx
            .select({ one: attendance.memberId })
            .from(attendance)
            .where(
              and(
                eq(attendance.eventId, event.id),
                eq(attendance.memberId, members.id),
                eq(attendance.status, 'attended'),
              ),
            ),
        ),
      ),
    );
  await messageMembers(tx, {
    memberIds: expected.map((m) => m.id),
    kind: 'check-in-opened',
    subject: `Check-in is open: ${event.name}`,
    markdown: `Check-in for ${event.name} is open. Check in with the code on the screen at the event.`,
    path: '/check-in',
    linkLabel: 'Check in',
  });
}
