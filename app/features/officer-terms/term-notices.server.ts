/**
 * What officer terms tell members by themselves (app/shared/notify/): a term starting within 30 days, and on its first
 * day, each sent once per term by the scheduled look every minute.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { members, terms } from '../../../db/schema';
import { db, type Tx } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { messageMembers } from '../../shared/notify/outbox.server';
import { claimNotice } from '../../shared/notify/scheduled-notices.server';
import { addDays, dayText, daysBetween } from '../../shared/time/calendar-days';
import { chapterDay } from '../../shared/time/chapter-day';

/** How many days ahead a coming term is announced to its member. */
export const ANNOUNCED_DAYS_AHEAD = 30;

interface ComingTerm {
  id: number;
  memberId: number;
  position: string;
  startsOn: string;
}

function soonNotice(term: ComingTerm, today: string) {
  const days = daysBetween(today, term.startsOn);
  return {
    key: `term-starts-soon:${term.id}`,
    subject: `Your term as ${term.position} starts in ${days === 1 ? '1 day' : `${days} days`}`,
    markdown: `Your term as ${term.position} starts on ${dayText(term.startsOn)}. Read the handbook the officer before you left, and ask them what it does not say.`,
  };
}

function todayNotice(term: ComingTerm) {
  return {
    key: `term-starts-today:${term.id}`,
    subject: `Your term as ${term.position} starts today`,
    markdown: `From today you are ${term.position}: the position's tools are yours in the site.`,
  };
}

/** Sends the term notices due at `at` that were not sent before, each in its own transaction with its claim. */
export async function termStartNotices(at: Date): Promise<void> {
  const today = chapterDay(at);
  const coming = await db()
    .select({ id: terms.id, memberId: terms.memberId, position: terms.position, startsOn: terms.startsOn })
    .from(terms)
    .innerJoin(members, eq(members.id, terms.memberId))
    .where(
      and(
        eq(members.status, 'active'),
        gte(terms.startsOn, today),
        lte(terms.startsOn, addDays(today, ANNOUNCED_DAYS_AHEAD)),
      ),
    );
  for (const term of coming) {
    const notice = term.startsOn === today ? todayNotice(term) : soonNotice(term, today);
    await inTransaction(async (tx: Tx) => {
      if (!(await claimNotice(tx, notice.key, at))) return;
      await messageMembers(tx, {
        memberIds: [term.memberId],
        kind: 'term-start',
        subject: notice.subject,
        markdown: notice.markdown,
        path: '/dashboard',
        linkLabel: 'Open your dashboard',
      });
    });
  }
}
