import crypto from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { members, sessions } from '../../db/schema';
import { db } from '../lib/db.server';

const DAY_MS = 24 * 60 * 60 * 1000;
// Refreshing last_seen_at on every request would write on every page view; once an hour is enough for 14 days.
const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** The member behind a session, read fresh on every request so role changes and conversions apply at once. */
export interface SessionMember {
  sessionId: string;
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string | null;
  profilePictureUrl: string | null;
  accountPhotoUrl: string | null;
}

export async function createSession(memberId: number, accountPhotoUrl: string | null): Promise<string> {
  const id = crypto.randomBytes(32).toString('base64url');
  await db().insert(sessions).values({ id, memberId, photoUrl: accountPhotoUrl });
  return id;
}

/** The active member of a live session; null when the session is unknown, idle too long, or its member left. */
export async function findSessionMember(id: string, idleDays: number, now = new Date()): Promise<SessionMember | null> {
  const [row] = await db()
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      accountPhotoUrl: sessions.photoUrl,
      id: members.id,
      email: members.email,
      firstName: members.firstName,
      lastName: members.lastName,
      role: members.role,
      profilePictureUrl: members.profilePictureUrl,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.id, id),
        eq(members.status, 'active'),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleDays * DAY_MS)),
      ),
    )
    .limit(1);
  if (!row || !row.email) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db().update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const { lastSeenAt: _lastSeen, ...member } = row;
  return { ...member, email: row.email };
}

export async function deleteSession(id: string): Promise<void> {
  await db().delete(sessions).where(eq(sessions.id, id));
}

export async function deleteIdleSessions(idleDays: number, now = new Date()): Promise<void> {
  await db()
    .delete(sessions)
    .where(lt(sessions.lastSeenAt, new Date(now.getTime() - idleDays * DAY_MS)));
}
