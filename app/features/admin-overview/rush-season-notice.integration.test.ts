import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../shared/db/db.server';
import { loader } from './admin-overview.route';
import { members, siteContent } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import { callRoute } from '../../../tests/setup/route-call';
import { signedInCookie } from '../../../tests/setup/session-cookie';

const open = async (email: string) => {
  const [row] = await db().select({ id: members.id }).from(members).where(eq(members.email, email));
  const cookie = await signedInCookie((row as { id: number }).id);
  return (await callRoute<{ seasonNotice: unknown }>(loader as never, '/admin', { cookie })).data.seasonNotice;
};

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  await db().delete(siteContent);
});

describe('/admin and the rush season', () => {
  it('gives the officers who edit the rush season its end, and the others nothing', async () => {
    // The shipped season's last day is Friday 22 January 2027; it is over from midnight in Santa Clara.
    expect(await open('webmaster@example.org')).toEqual({
      end: Date.parse('2027-01-23T08:00:00Z'),
      lastDay: 'Fri, Jan 22, 2027',
      now: expect.any(Number),
    });
    for (const email of ['scribe@example.org', 'regent@example.org', 'brotherhood@example.org']) {
      expect(await open(email), email).toBeNull();
    }
  });
});
