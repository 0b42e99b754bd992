import { and, eq, isNotNull } from 'drizzle-orm';
import { members } from '../../../db/schema';
import { chapter } from '../../config/chapter';
import { db } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { recipientsOf } from '../../shared/notify/notification-choices.server';
import { titlesSince } from '../../shared/notify/notification-reads.server';
import { messageMembers } from '../../shared/notify/outbox.server';
import { claimedKeys, claimNotice } from '../../shared/notify/scheduled-notices.server';
import { DAY_MS, dayText } from '../../shared/time/calendar-days';
import { electionPrompts } from '../elections/index.server';
import { calendarEventsSince, termSummaryOf } from '../events/index.server';
import { getSiteContentOrDefault } from '../site-content/index.server';
import { digestMessage } from './digest-content';
import { digestSundayAt } from './digest-schedule';

const WEEK_MS = 7 * DAY_MS;

/**
 * Sends each active member who wants it (the kind `weekly-digest`, by email unless they turned it off) their digest
 * for the Sunday that is due, once: the key `weekly-digest:<Sunday>:<member id>` is claimed in the transaction that
 * queues the email, so a restart or a second process finds it taken. Members already sent are not gathered again.
 */
export async function weeklyDigests(at: Date): Promise<void> {
  const { dashboard } = await getSiteContentOrDefault();
  const sunday = digestSundayAt(at, dashboard.digestTime, chapter.timeZone);
  if (!sunday) return;
  const prefix = `weekly-digest:${sunday}:`;
  const sent = await claimedKeys(prefix);
  const active = await db()
    .select({ id: members.id, firstName: members.firstName })
    .from(members)
    .where(and(eq(members.status, 'active'), isNotNull(members.email)));
  const waiting = active.filter((member) => !sent.has(`${prefix}${member.id}`));
  const wanting = new Set(
    (
      await recipientsOf(
        db(),
        waiting.map((m) => m.id),
        'weekly-digest',
      )
    )
      .filter((r) => r.channel === 'email')
      .map((r) => r.id),
  );
  const toSend = waiting.filter((m) => wanting.has(m.id));
  // Every look after the last digest went out ends here, without reading the week's events again.
  if (toSend.length === 0) return;
  const events = (await calendarEventsSince(at)).filter((e) => e.startsAt.getTime() < at.getTime() + WEEK_MS);
  const weekAgo = new Date(at.getTime() - WEEK_MS);
  for (const member of toSend) {
    const [term, elections, announcements] = await Promise.all([
      termSummaryOf(member.id, at),
      electionPrompts(member.id, at),
      titlesSince(member.id, 'announcement', weekAgo),
    ]);
    const { subject, markdown } = digestMessage({
      firstName: member.firstName,
      weekOf: dayText(sunday),
      events,
      term,
      elections,
      announcements,
    });
    await inTransaction(async (tx) => {
      if (!(await claimNotice(tx, `${prefix}${member.id}`, at))) return;
      await messageMembers(tx, {
        memberIds: [member.id],
        kind: 'weekly-digest',
        subject,
        markdown,
        path: '/dashboard',
        linkLabel: 'Open your dashboard',
      });
    });
  }
}
