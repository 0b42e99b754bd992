import type { Tx } from '../app/shared/db/db.server';
import { recipientsOf, writeAnnouncement } from '../app/features/announcements/index.server';
import { DAY_MS } from '../app/shared/time/calendar-days';

/**
 * Two announcements the demo chapter's Regent sent this week, so the notifications page, the announcements page and
 * the local outbox (`/dev-mail`) show what members receive before anyone sends one.
 */
export async function seedDemoAnnouncements(tx: Tx, now: Date, regentId: number | null): Promise<void> {
  if (regentId === null) return;
  const everyone = { kind: 'active' } as const;
  await writeAnnouncement(
    tx,
    regentId,
    {
      audience: everyone,
      subject: 'Welcome back: the quarter starts Monday',
      body: 'Welcome back, everyone!\n\n- **Chapter meeting** Monday at 7 pm in Sobrato\n- Bring a friend to the rush info night on Thursday\n\nSee you there.',
    },
    await recipientsOf(everyone, tx),
    new Date(now.getTime() - 3 * DAY_MS),
  );
  const officers = { kind: 'officers' } as const;
  await writeAnnouncement(
    tx,
    regentId,
    {
      audience: officers,
      subject: 'Officer meeting moved to Thursday',
      body: 'This week the officer meeting is on **Thursday at 6 pm**, same room. Send me your updates by Wednesday.',
    },
    await recipientsOf(officers, tx),
    new Date(now.getTime() - DAY_MS),
  );
}
