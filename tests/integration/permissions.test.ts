import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../app/lib/db.server';
import * as broDates from '../../app/routes/admin/bro-dates';
import * as siteContent from '../../app/routes/admin/content';
import * as overview from '../../app/routes/admin/overview';
import * as scribeEditor from '../../app/routes/admin/scribe-editor';
import * as spoonAssassins from '../../app/routes/admin/spoon-assassins';
import * as userManagement from '../../app/routes/admin/user-management';
import * as dashboard from '../../app/routes/member/dashboard';
import * as familyTree from '../../app/routes/member/family-tree';
import { members } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../db/seed/demo-chapter';
import { signedInCookie } from '../setup/session-cookie';

type Loader = (args: { request: Request; params: object; context: object }) => Promise<unknown>;

const ADMIN_ROUTES: [string, Loader][] = [
  ['/admin', overview.loader as Loader],
  ['/admin/user-management', userManagement.loader as Loader],
  ['/admin/bro-dates', broDates.loader as Loader],
  ['/admin/spoon-assassins', spoonAssassins.loader as Loader],
  ['/scribe-editor', scribeEditor.loader as Loader],
  ['/admin/content', siteContent.loader as Loader],
];

// SPEC section 6, with /admin open to any role that has a tool.
const ALLOWED: Record<string, string[]> = {
  'webmaster@example.org': [
    '/admin',
    '/admin/user-management',
    '/admin/bro-dates',
    '/admin/spoon-assassins',
    '/scribe-editor',
    '/admin/content',
  ],
  'brotherhood@example.org': ['/admin', '/admin/bro-dates', '/admin/spoon-assassins'],
  'mediation@example.org': ['/admin', '/admin/bro-dates'],
  'scribe@example.org': ['/admin', '/scribe-editor'],
  'regent@example.org': ['/admin', '/admin/content'],
  'member@example.org': [],
};

const cookies = new Map<string, string>();

async function cookieFor(email: string): Promise<string> {
  const [member] = await db().select({ id: members.id }).from(members).where(eq(members.email, email));
  return signedInCookie((member as { id: number }).id);
}

/** What a loader does for a request: 'ok', or where it redirects. */
async function outcome(loader: Loader, path: string, cookie?: string): Promise<string> {
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    await loader({ request, params: {}, context: {} });
    return 'ok';
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get('Location')}`;
    throw thrown;
  }
}

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  for (const email of Object.keys(ALLOWED)) cookies.set(email, await cookieFor(email));
});

describe('officer pages, for every demo account', () => {
  for (const [email, allowed] of Object.entries(ALLOWED)) {
    it(`${email} reaches exactly ${allowed.join(', ') || 'none of them'}`, async () => {
      for (const [path, loader] of ADMIN_ROUTES) {
        expect(`${path}: ${await outcome(loader, path, cookies.get(email))}`).toBe(
          `${path}: ${allowed.includes(path) ? 'ok' : '302 /'}`,
        );
      }
    });
  }

  it('sends a signed-out visitor and a tampered cookie to /', async () => {
    const webmaster = cookies.get('webmaster@example.org') as string;
    const tampered = webmaster.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const [path, loader] of ADMIN_ROUTES) {
      expect(await outcome(loader, path)).toBe('302 /');
      expect(await outcome(loader, path, tampered)).toBe('302 /');
      expect(await outcome(loader, path, '__ue_session=forged-session-id-of-some-length')).toBe('302 /');
    }
  });
});

describe('member pages', () => {
  it('send a signed-out visitor to /login and back', async () => {
    expect(await outcome(dashboard.loader as Loader, '/dashboard')).toBe('302 /login?redirectTo=%2Fdashboard');
    expect(await outcome(familyTree.loader as Loader, '/family-tree')).toBe('302 /login?redirectTo=%2Ffamily-tree');
  });

  it('open for any signed-in member', async () => {
    const cookie = cookies.get('member@example.org');
    expect(await outcome(dashboard.loader as Loader, '/dashboard', cookie)).toBe('ok');
    expect(await outcome(familyTree.loader as Loader, '/family-tree', cookie)).toBe('ok');
  });
});

describe('role changes take effect on the next request', () => {
  it('grants and revokes tools as the member record changes, and ends access on conversion to alumni', async () => {
    const cookie = await cookieFor('regent@example.org');
    expect(await outcome(scribeEditor.loader as Loader, '/scribe-editor', cookie)).toBe('302 /');
    await db().update(members).set({ role: 'Scribe' }).where(eq(members.email, 'regent@example.org'));
    expect(await outcome(scribeEditor.loader as Loader, '/scribe-editor', cookie)).toBe('ok');
    await db().update(members).set({ role: 'Treasurer' }).where(eq(members.email, 'regent@example.org'));
    expect(await outcome(scribeEditor.loader as Loader, '/scribe-editor', cookie)).toBe('302 /');
    await db().update(members).set({ status: 'alumni' }).where(eq(members.email, 'regent@example.org'));
    expect(await outcome(dashboard.loader as Loader, '/dashboard', cookie)).toBe('302 /login?redirectTo=%2Fdashboard');
  });
});
