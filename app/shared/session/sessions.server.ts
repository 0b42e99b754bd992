import crypto from 'node:crypto';
import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import { members, sessions, terms } from '../../../db/schema';
import { db, type Tx } from '../db/db.server';
import { chapterToday, termCoveringDay } from '../members/current-position.server';
import { now as clockNow } from '../time/clock.server';
import { DAY_MS } from '../time/calendar-days';

/** A session ends after this many days without a request... */
export const SESSION_IDLE_DAYS = 14;
/** ...and this many days after sign-in whatever the activity, so a stolen cookie cannot be kept alive for ever. */
export const SESSION_MAX_DAYS = 30;

// Refreshing last_seen_at on every request would write on every page view; once an hour is enough for 14 days.
const TOUCH_AFTER_MS = 60 * 60 * 1000;

/**
 * The member behind a session, read fresh on every request so role changes and conversions apply at once. `role` is
 * the position of their term covering today in the chapter's time zone, or null.
 */
export interface SessionMember {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string | null;
  profilePictureUrl: string | null;
  accountPhotoUrl: string | null;
}

/** Only the hash is stored: whoever reads the table (a backup, a leaked dump, an error log) cannot sign in with it. */
export function hashSessionId(id: string): string {
  return crypto.createHash('sha256').update(id).digest('hex');
}

/** The oldest sign-in and the oldest last request a live session may have at `now`. */
export function liveSince(now: Date) {
  return {
    signedIn: new Date(now.getTime() - SESSION_MAX_DAYS * DAY_MS),
    lastSeen: new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS),
  };
}

/** Starts a session; returns the random id for the cookie, which is stored nowhere else. */
export async function createSession(memberId: number, accountPhotoUrl: string | null): Promise<string> {
  const id = crypto.randomBytes(32).toString('base64url');
  // Begun at the request's now(), which findSessionMember measures it by: a browser whose clock an end-to-end test
  // moved weeks ahead signs in and stays signed in there (elsewhere now() is the machine's clock).
  const at = clockNow();
  await db()
    .insert(sessions)
    .values({ idHash: hashSessionId(id), memberId, photoUrl: accountPhotoUrl, createdAt: at, lastSeenAt: at });
  return id;
}

/**
 * The active member of a live session, with their current position; null when the session is unknown, expired, or
 * its member left. One query: it runs on every request.
 */
export async function findSessionMember(id: string, now = clockNow()): Promise<SessionMember | null> {
  const idHash = hashSessionId(id);
  const since = liveSince(now);
  const [row] = await db()
    .select({
      lastSeenAt: sessions.lastSeenAt,
      accountPhotoUrl: sessions.photoUrl,
      id: members.id,
      email: members.email,
      firstName: members.firstName,
      lastName: members.lastName,
      role: terms.position,
      profilePictureUrl: members.profilePictureUrl,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(terms, termCoveringDay(chapterToday(now)))
    .where(
      and(
        eq(sessions.idHash, idHash),
        eq(members.status, 'active'),
        gt(sessions.lastSeenAt, since.lastSeen),
        gt(sessions.createdAt, since.signedIn),
      ),
    )
    .limit(1);
  if (!row || !row.email) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db().update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  const { lastSeenAt: _lastSeen, ...member } = row;
  return { ...member, email: row.email };
}

export async function deleteSession(id: string): Promise<void> {
  await db()
    .delete(sessions)
    .where(eq(sessions.idHash, hashSessionId(id)));
}

/** Removes sessions past either limit, which could no longer sign anyone in. */
export async function deleteExpiredSessions(now = new Date()): Promise<void> {
  const since = liveSince(now);
  await db()
    .delete(sessions)
    .where(or(lt(sessions.lastSeenAt, since.lastSeen), lt(sessions.createdAt, since.signedIn)));
}

/**
 * Signs the members out everywhere, inside the caller's transaction: whatever took their access away (a new
 * email, leaving the chapter) and the end of their sessions are saved together or not at all.
 */
export async function endSessionsOf(tx: Tx, memberIds: number[]): Promise<void> {
  if (memberIds.length === 0) return;
  await tx.delete(sessions).where(inArray(sessions.memberId, memberIds));
}
