import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../app/lib/db.server';
import { action } from '../../app/routes/api/log-visit';
import { members, visits } from '../../db/schema';
import { signedInCookie } from '../setup/session-cookie';

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

async function post(body: string, withCookie = true, type = 'application/json'): Promise<number> {
  const request = new Request('http://localhost/api/log-visit', {
    method: 'POST',
    headers: { 'Content-Type': type, ...(withCookie ? { Cookie: cookie } : {}) },
    body,
  });
  const response = (await action({ request, params: {}, context: { cspNonce: '' } } as never)) as
    Response | { init: { status: number } };
  return response instanceof Response ? response.status : (response.init?.status ?? 200);
}

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
});
