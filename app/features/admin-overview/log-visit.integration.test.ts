import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../shared/db/db.server';
import { action } from './log-visit.route';
import { members, visits } from '../../../db/schema';
import { callRoute } from '../../../tests/setup/route-call';
import { signedInCookie } from '../../../tests/setup/session-cookie';

let cookie: string;
let memberId: number;

beforeAll(async () => {
  const [row] = await db()
    .insert(members)
    .values({ status: 'active', email: 'Sam@Example.org', firstName: 'Sam', lastName: 'Ng' })
    .returning({ id: members.id });
  memberId = (row as { id: number }).id;
  cookie = await signedInCookie(memberId);
});

const send = (body: string, headers: Record<string, string>) =>
  callRoute(action as never, new Request('http://localhost/api/log-visit', { method: 'POST', headers, body }));

async function post(body: string, withCookie = true, type = 'application/json'): Promise<number> {
  return (await send(body, { 'Content-Type': type, ...(withCookie ? { Cookie: cookie } : {}) })).status;
}

async function memberWithCookie(email: string) {
  const [row] = await db()
    .insert(members)
    .values({ status: 'active', email, firstName: 'Visit', lastName: 'Logger' })
    .returning({ id: members.id });
  const id = (row as { id: number }).id;
  return { id, cookie: await signedInCookie(id) };
}

/** The same cookie with one character of its value percent-encoded: the same session to the server. */
function reencoded(cookieHeader: string): string {
  const at = cookieHeader.indexOf('=') + 1;
  const character = cookieHeader.charAt(at);
  return `${cookieHeader.slice(0, at)}%${character.charCodeAt(0).toString(16).toUpperCase()}${cookieHeader.slice(at + 1)}`;
}

const visitsOf = async (id: number) =>
  (await db().select({ n: count() }).from(visits).where(eq(visits.memberId, id)))[0]?.n;

const visitCount = async () =>
  (await db().select({ n: count() }).from(visits).where(eq(visits.memberId, memberId)))[0]?.n;

describe('POST /api/log-visit', () => {
  it('records a visit for the signed-in member own email, ignoring case', async () => {
    expect(await post(JSON.stringify({ email: 'sam@example.org' }))).toBe(204);
    expect(await visitCount()).toBe(1);
  });

  it('ignores someone else email and records nothing', async () => {
    expect(await post(JSON.stringify({ email: 'webmaster@example.org' }))).toBe(204);
    expect(await visitCount()).toBe(1);
    expect((await db().select({ n: count() }).from(visits))[0]?.n).toBe(1);
  });

  it('refuses a signed-out caller and a malformed body without writing', async () => {
    expect(await post(JSON.stringify({ email: 'sam@example.org' }), false)).toBe(401);
    expect(await post('not json')).toBe(400);
    expect(await post(JSON.stringify({ email: 42 }))).toBe(400);
    expect(await visitCount()).toBe(1);
  });

  it('refuses a body that is not declared JSON with 415, as a cross-site form would send it', async () => {
    const json = JSON.stringify({ email: 'sam@example.org' });
    expect(await post(json, true, 'application/x-www-form-urlencoded')).toBe(415);
    expect(await post(json, true, 'text/plain')).toBe(415);
    expect(await post(json, true, 'application/json-patch+json')).toBe(415);
    expect(await visitCount()).toBe(1);
    expect(await post(json, true, 'Application/JSON; charset=utf-8')).toBe(204);
    expect(await visitCount()).toBe(2);
  });

  it('limits each signed-in member to 10 visit logs a minute, however the cookie is spelled; others are unaffected', async () => {
    const flooder = await memberWithCookie('flood@example.org');
    const other = await memberWithCookie('other@example.org');
    const logAs = async (who: { cookie: string }, email: string) =>
      send(JSON.stringify({ email }), { 'Content-Type': 'application/json', Cookie: who.cookie });
    // The limiter's clock stands still for the flood, so a slow machine still sees the whole minute left.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      for (let n = 0; n < 10; n++) expect(await logAs(flooder, 'flood@example.org')).toMatchObject({ status: 204 });
      for (const spelling of [flooder.cookie, reencoded(flooder.cookie)]) {
        const refused = await logAs({ cookie: spelling }, 'flood@example.org');
        expect(refused.status).toBe(429);
        expect(refused.headers.get('Retry-After')).toBe('60');
        expect(refused.data).toBe('Too many requests. Please try again in 60 seconds.');
      }
    } finally {
      clock.mockRestore();
    }
    expect(await visitsOf(flooder.id)).toBe(10);
    expect(await logAs(other, 'other@example.org')).toMatchObject({ status: 204 });
    expect(await visitsOf(other.id)).toBe(1);
  });
});
