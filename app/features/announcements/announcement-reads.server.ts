import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { announcements, members, notifications } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { fullName } from '../../shared/members/full-name';
import { audienceName, parseAudience } from './audience';

export interface SentAnnouncement {
  id: number;
  subject: string;
  body: string;
  audience: string;
  recipients: number;
  author: string | null;
  sentAt: string;
}

const columns = {
  id: announcements.id,
  subject: announcements.subject,
  body: announcements.body,
  audience: announcements.audience,
  recipients: announcements.recipients,
  firstName: members.firstName,
  lastName: members.lastName,
  createdAt: announcements.createdAt,
};

/** A row of `columns`; the author's name is null once their record is deleted (the left join finds nobody). */
interface Row {
  id: number;
  subject: string;
  body: string;
  audience: string;
  recipients: number;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

function shown({ firstName, lastName, createdAt, audience, ...row }: Row): SentAnnouncement {
  const chosen = parseAudience(audience);
  return {
    ...row,
    audience: chosen ? audienceName(chosen) : audience,
    author: firstName === null || lastName === null ? null : fullName({ firstName, lastName }),
    sentAt: createdAt.toISOString(),
  };
}

/** The latest announcements sent, for the tool's list. */
export async function latestAnnouncements(limit = 20): Promise<SentAnnouncement[]> {
  const rows = await db()
    .select(columns)
    .from(announcements)
    .leftJoin(members, eq(members.id, announcements.authorId))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
  return rows.map(shown);
}

/** The announcements a member received, newest first: the members' announcements page. */
export async function announcementsFor(memberId: number, limit = 50): Promise<SentAnnouncement[]> {
  const rows = await db()
    .select(columns)
    .from(notifications)
    .innerJoin(announcements, eq(announcements.id, notifications.announcementId))
    .leftJoin(members, eq(members.id, announcements.authorId))
    .where(and(eq(notifications.memberId, memberId), isNotNull(notifications.announcementId)))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
  return rows.map(shown);
}
