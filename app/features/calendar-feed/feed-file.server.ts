import { and, eq } from 'drizzle-orm';
import { members } from '../../../db/schema';
import { chapter } from '../../config/chapter';
import { db } from '../../shared/db/db.server';
import { publicOrigin } from '../../shared/runtime/env.server';
import { calendarEventsSince } from '../events/index.server';
import { readFeedFileName } from './feed-address.server';
import { chapterCalendar } from './feed-calendar.server';
import { feedVersion } from './feed-versions.server';

/** How far back the feed keeps past events, so last term's stay in the member's calendar. */
const PAST_DAYS = 180;

/** Why an address is answered 404: the same words whether it was changed, replaced or its member left. */
export const FEED_NOT_FOUND =
  'This calendar address does not work any more. Sign in and open Calendar feed for your current address.';

/** The feed for a file name, or null when the name was not signed here, was replaced, or its member is not active. */
export async function feedFile(fileName: string, at: Date): Promise<string | null> {
  const key = readFeedFileName(fileName);
  if (!key) return null;
  const [active] = await db()
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, key.memberId), eq(members.status, 'active')));
  if (!active || (await feedVersion(key.memberId)) !== key.version) return null;
  const events = await calendarEventsSince(new Date(at.getTime() - PAST_DAYS * 24 * 60 * 60 * 1000));
  return chapterCalendar(events, publicOrigin());
}

/** The file name calendar apps save a download under. */
export const FEED_DOWNLOAD_NAME = `${chapter.name.toLowerCase().replaceAll(' ', '-')}-events.ics`;
