import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../app/lib/db.server';
import { createSession, deleteSession, findSessionMember } from '../../app/models/sessions.server';
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
    expect(await findSessionMember(id, 14)).toMatchObject({
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
      .where(eq(sessions.id, id));
    expect(await findSessionMember(id, 14, start)).not.toBeNull(); // touched: idle time starts again
    expect(await findSessionMember(id, 14, new Date(start.getTime() + 13 * DAY))).not.toBeNull(); // touched again
    expect(await findSessionMember(id, 14, new Date(start.getTime() + 28 * DAY))).toBeNull(); // 15 days idle
    const stale = await createSession(memberId, null);
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(start.getTime() - 15 * DAY) })
      .where(eq(sessions.id, stale));
    expect(await findSessionMember(stale, 14, start)).toBeNull();
  });

  it('end when deleted, and for unknown ids', async () => {
    const id = await createSession(memberId, null);
    await deleteSession(id);
    expect(await findSessionMember(id, 14)).toBeNull();
    expect(await findSessionMember('no-such-session', 14)).toBeNull();
  });
});
