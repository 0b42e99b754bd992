import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../app/shared/db/db.server';
import {
  createSession,
  deleteSession,
  findSessionMember,
  hashSessionId,
} from '../../app/shared/session/sessions.server';
import { members, sessions } from '../../db/schema';

let memberId: number;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const [row] = await db()
    .insert(members)
    .values({ status: 'active', email: 'Pat@Example.org', firstName: 'Pat', lastName: 'Lee', role: 'Scribe' })
    .returning({ id: members.id });
  memberId = (row as { id: number }).id;
});

describe('sessions', () => {
  it('find the member behind a live session, with the role read from the member record', async () => {
    const id = await createSession(memberId, 'https://lh3.googleusercontent.com/a/pat');
    expect(id).toMatch(/^[\w-]{43}$/);
    expect(await findSessionMember(id)).toMatchObject({
      id: memberId,
      email: 'Pat@Example.org',
      role: 'Scribe',
      accountPhotoUrl: 'https://lh3.googleusercontent.com/a/pat',
    });
  });

  it('expire after 14 days idle, and stay alive while used', async () => {
    const id = await createSession(memberId, null);
    const start = new Date();
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(start.getTime() - 13 * DAY) })
      .where(eq(sessions.idHash, hashSessionId(id)));
    expect(await findSessionMember(id, start)).not.toBeNull(); // touched: idle time starts again
    expect(await findSessionMember(id, new Date(start.getTime() + 13 * DAY))).not.toBeNull(); // touched again
    expect(await findSessionMember(id, new Date(start.getTime() + 28 * DAY))).toBeNull(); // 15 days idle
    const stale = await createSession(memberId, null);
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(start.getTime() - 15 * DAY) })
      .where(eq(sessions.idHash, hashSessionId(stale)));
    expect(await findSessionMember(stale, start)).toBeNull();
  });

  it('are stored as a hash: no row holds the id the cookie carries', async () => {
    const id = await createSession(memberId, null);
    const rows = await db().select().from(sessions);
    const stored = rows.flatMap((row) => Object.values(row).map(String));
    expect(stored).not.toContain(id);
    expect(stored).toContain(crypto.createHash('sha256').update(id).digest('hex'));
    expect(await findSessionMember(id)).toMatchObject({ id: memberId });
  });

  it('end 30 days after sign-in even while in use', async () => {
    const id = await createSession(memberId, null);
    const start = new Date();
    for (const day of [10, 20, 29]) {
      expect(await findSessionMember(id, new Date(start.getTime() + day * DAY))).not.toBeNull(); // used every 10 days
    }
    expect(await findSessionMember(id, new Date(start.getTime() + 30 * DAY + 60_000))).toBeNull();
  });

  it('end when deleted, and for unknown ids', async () => {
    const id = await createSession(memberId, null);
    await deleteSession(id);
    expect(await findSessionMember(id)).toBeNull();
    expect(await findSessionMember('no-such-session')).toBeNull();
  });
});
