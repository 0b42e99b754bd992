import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../app/shared/db/db.server';
import { getSignedInMember } from '../../app/shared/session/guards.server';
import { findActiveMemberByEmail } from '../../app/features/sign-in/members.server';
import { action as userManagement } from '../../app/features/user-management/user-management.route';
import { members } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { callRoute } from '../setup/route-call';
import { signedInCookie } from '../setup/session-cookie';
import { cookieFor } from './officer-tools';

/**
 * Alumni keep their email on the record (user management), and sign-in reads the status (sign-in, sessions): the
 * email of an alumnus signs nobody in, and converting back lets it sign in again.
 */

let webmaster: string;
let id: number;
const EMAIL = 'leaving.soon@example.org';

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  webmaster = await cookieFor('webmaster@example.org');
  const [row] = await db()
    .insert(members)
    .values({ status: 'active', email: EMAIL, firstName: 'Lee', lastName: 'Soon' })
    .returning({ id: members.id });
  id = (row as { id: number }).id;
});

const convert = (intent: 'to-alumni' | 'to-active') =>
  callRoute(userManagement as never, '/admin/user-management', { form: { intent, id: String(id) }, cookie: webmaster });
const signedIn = (cookie: string) => getSignedInMember(new Request('http://localhost/', { headers: { cookie } }));

describe('an alumnus keeps the email and cannot sign in with it', () => {
  it('ends the sessions and refuses sign-in while an alumnus, and signs in again once converted back', async () => {
    const before = await signedInCookie(id);
    expect(await signedIn(before)).toMatchObject({ id });

    expect((await convert('to-alumni')).status).toBe(200);
    const [alumnus] = await db().select().from(members).where(eq(members.id, id));
    expect(alumnus).toMatchObject({ status: 'alumni', email: EMAIL });
    expect(await signedIn(before)).toBeNull();
    expect(await findActiveMemberByEmail(EMAIL)).toBeNull();
    // Even a session made for the record while it is an alumnus signs nobody in.
    expect(await signedIn(await signedInCookie(id))).toBeNull();

    expect((await convert('to-active')).status).toBe(200);
    expect(await findActiveMemberByEmail(EMAIL)).toEqual({ id });
    expect(await signedIn(await signedInCookie(id))).toMatchObject({ id, email: EMAIL });
  });
});
