import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSignedInMember } from '../../app/shared/session/guards.server';
import { db } from '../../app/shared/db/db.server';
import { action as googleAction } from '../../app/features/sign-in/google.route';
import { action as logVisitAction } from '../../app/features/admin-overview/log-visit.route';
import { action as logoutAction } from '../../app/features/sign-in/logout.route';
import { members, visits } from '../../db/schema';
import { callRoute } from '../setup/route-call';
import { signedInCookie } from '../setup/session-cookie';

let memberId: number;
let cookie: string;

beforeAll(async () => {
  const [row] = await db()
    .insert(members)
    .values({ status: 'active', email: 'Kai@Example.org', firstName: 'Kai', lastName: 'Ro' })
    .returning({ id: members.id });
  memberId = (row as { id: number }).id;
  cookie = await signedInCookie(memberId);
});

// The generated route types ask for more than these actions read.
const startSignIn = googleAction as never;
const logVisit = logVisitAction as never;
const logout = logoutAction as never;

const EVIL = 'https://evil.example';

function post(path: string, origin: string | null, init: { body: string; type: string }, fetchSite?: string) {
  const headers: Record<string, string> = { Cookie: cookie, 'Content-Type': init.type };
  if (origin !== null) headers.Origin = origin;
  if (fetchSite) headers['Sec-Fetch-Site'] = fetchSite;
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body: init.body });
}

const visitCount = async () =>
  (await db().select({ n: count() }).from(visits).where(eq(visits.memberId, memberId)))[0]?.n;
const signedIn = () => getSignedInMember(new Request('http://localhost/dashboard', { headers: { Cookie: cookie } }));
const form = { body: 'redirectTo=%2Fdashboard', type: 'application/x-www-form-urlencoded' };
const visit = { body: JSON.stringify({ email: 'kai@example.org' }), type: 'application/json' };

describe('resource routes refuse requests from other sites', () => {
  it('a cross-site logout is 403, clears no cookie, and the member stays signed in', async () => {
    const attempts: Array<[string, string?]> = [
      [EVIL],
      ['null'],
      ['http://localhost:4444', 'same-site'],
      ['null', 'cross-site'],
    ];
    for (const [origin, fetchSite] of attempts) {
      const answer = await callRoute(logout, post('/logout', origin, form, fetchSite));
      expect(answer.status).toBe(403);
      expect(answer.data).toContain('another site');
      expect(answer.headers.get('Set-Cookie')).toBeNull();
    }
    expect(await signedIn()).toMatchObject({ id: memberId });
  });

  it('a cross-site visit log is 403 and records nothing', async () => {
    const answer = await callRoute(logVisit, post('/api/log-visit', EVIL, visit));
    expect(answer.status).toBe(403);
    expect(await visitCount()).toBe(0);
  });

  it('a cross-site sign-in start is 403 and sets no sign-in cookie', async () => {
    const answer = await callRoute(startSignIn, post('/auth/google', EVIL, form));
    expect(answer.status).toBe(403);
    expect(answer.headers.get('Set-Cookie')).toBeNull();
  });

  it('takes the same requests from the site itself, with or without an Origin header', async () => {
    expect((await callRoute(logVisit, post('/api/log-visit', 'http://localhost', visit))).status).toBe(204);
    expect((await callRoute(logVisit, post('/api/log-visit', null, visit))).status).toBe(204);
    // Under a no-referrer policy a browser's own form post says `Origin: null`, and `Sec-Fetch-Site` vouches.
    expect((await callRoute(logVisit, post('/api/log-visit', 'null', visit, 'same-origin'))).status).toBe(204);
    expect(await visitCount()).toBe(3);
    const started = await callRoute(startSignIn, post('/auth/google', 'http://localhost', form));
    expect(started.status).toBe(302);
    const out = await callRoute(logout, post('/logout', 'http://localhost', form));
    expect(out.status).toBe(302);
    expect(out.headers.get('Location')).toBe('/login');
    expect(await signedIn()).toBeNull();
  });
});
