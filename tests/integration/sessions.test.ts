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
import { atInstant } from '../../app/shared/time/clock.server';
import { DAY_MS } from '../../app/shared/time/calendar-days';
import { sessionCookie } from '../../app/shared/session/cookies.server';
import { getSignedInMember } from '../../app/shared/session/guards.server';
import { members, sessions, terms } from '../../db/schema';

let memberId: number;

beforeAll(async () => {
  const [row] = await db()
    .insert(members)
    .values({ status: 'active', email: 'Pat@Example.org', firstName: 'Pat', lastName: 'Lee' })
    .returning({ id: members.id });
  memberId = (row as { id: number }).id;
  await db().insert(terms).values({ memberId, position: 'Scribe', startsOn: '2020-01-01' });
});

describe('sessions', () => {
  it('find the member behind a live session, with the role of their term covering today', async () => {
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
      .set({ lastSeenAt: new Date(start.getTime() - 13 * DAY_MS) })
      .where(eq(sessions.idHash, hashSessionId(id)));
    expect(await findSessionMember(id, start)).not.toBeNull(); // touched: idle time starts again
    expect(await findSessionMember(id, new Date(start.getTime() + 13 * DAY_MS))).not.toBeNull(); // touched again
    expect(await findSessionMember(id, new Date(start.getTime() + 28 * DAY_MS))).toBeNull(); // 15 days idle
    const stale = await createSession(memberId, null);
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(start.getTime() - 15 * DAY_MS) })
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
      expect(await findSessionMember(id, new Date(start.getTime() + day * DAY_MS))).not.toBeNull(); // used every 10 days
    }
    expect(await findSessionMember(id, new Date(start.getTime() + 30 * DAY_MS + 60_000))).toBeNull();
  });

  it('begin at the request clock, so a browser moved weeks ahead by a test stays signed in there', async () => {
    const later = new Date(Date.now() + 40 * DAY_MS);
    const id = await atInstant(later, () => createSession(memberId, null));
    expect((await atInstant(later, () => findSessionMember(id)))?.email).toBe('Pat@Example.org');
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(id)));
    expect(row?.createdAt.getTime()).toBe(later.getTime());
    expect(row?.lastSeenAt.getTime()).toBe(later.getTime());
  });

  it('end when deleted, and for unknown ids', async () => {
    const id = await createSession(memberId, null);
    await deleteSession(id);
    expect(await findSessionMember(id)).toBeNull();
    expect(await findSessionMember('no-such-session')).toBeNull();
  });

  it('carry the position of the term covering the instant in Los Angeles, on the last and the first day of terms', async () => {
    const [row] = await db()
      .insert(members)
      .values({ status: 'active', email: 'quinn@example.org', firstName: 'Quinn', lastName: 'Ito' })
      .returning({ id: members.id });
    const quinn = (row as { id: number }).id;
    await db()
      .insert(terms)
      .values([
        { memberId: quinn, position: 'Regent', startsOn: '2026-01-01', endsOn: '2026-12-31' },
        { memberId: quinn, position: 'Vice Regent', startsOn: '2027-01-01', endsOn: '2027-06-30' },
        { memberId: quinn, position: 'Treasurer', startsOn: '2027-07-01', endsOn: '2027-07-01' },
      ]);
    const id = await createSession(quinn, null);
    /** The role a request at `instant` sees: a session still live then, read on the clock fixed at that instant. */
    const roleAt = async (instant: string) => {
      const at = new Date(instant);
      await db()
        .update(sessions)
        .set({ createdAt: at, lastSeenAt: at })
        .where(eq(sessions.idHash, hashSessionId(id)));
      return (await atInstant(at, () => findSessionMember(id)))?.role;
    };
    // Winter (PST, UTC-8): December 31 ends at 08:00 UTC on January 1.
    expect(await roleAt('2027-01-01T07:59:00Z')).toBe('Regent');
    expect(await roleAt('2027-01-01T08:00:00Z')).toBe('Vice Regent');
    // Summer (PDT, UTC-7): June 30 ends at 07:00 UTC on July 1; a one-day term holds that whole day only.
    expect(await roleAt('2027-07-01T06:59:00Z')).toBe('Vice Regent');
    expect(await roleAt('2027-07-01T07:00:00Z')).toBe('Treasurer');
    expect(await roleAt('2027-07-02T06:59:00Z')).toBe('Treasurer');
    expect(await roleAt('2027-07-02T07:00:00Z')).toBeNull();
    // Before the first term: no position.
    expect(await roleAt('2026-01-01T07:59:00Z')).toBeNull();
  });
});

describe('the member of a request', () => {
  it('is looked up once per request, and afresh for the next one, which sees a change made in between', async () => {
    const id = await createSession(memberId, null);
    const cookie = await sessionCookie.serialize(id);
    const request = new Request('http://localhost/dashboard', { headers: { Cookie: cookie } });
    const first = getSignedInMember(request);
    expect(getSignedInMember(request)).toBe(first); // the root's loader and the page's share one lookup
    expect(await first).toMatchObject({ id: memberId, firstName: 'Pat' });
    await db().update(members).set({ firstName: 'Patricia' }).where(eq(members.id, memberId));
    try {
      expect(await getSignedInMember(request)).toMatchObject({ firstName: 'Pat' });
      const next = new Request('http://localhost/dashboard', { headers: { Cookie: cookie } });
      expect(await getSignedInMember(next)).toMatchObject({ firstName: 'Patricia' });
      await deleteSession(id);
      expect(await getSignedInMember(new Request('http://localhost/', { headers: { Cookie: cookie } }))).toBeNull();
    } finally {
      await db().update(members).set({ firstName: 'Pat' }).where(eq(members.id, memberId));
    }
  });
});
