import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, members, terms } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { currentPosition } from '../officer-terms/index.server';
import { addFirstWebmaster, FirstWebmasterError } from './first-webmaster.server';

// The first Webmaster of a new site, made from the server's command line (server/admin-cli.ts) on an empty database.

const AT = new Date('2027-02-01T20:00:00Z');
const input = { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' };

beforeEach(async () => {
  await db().execute(sql`truncate members, terms, audit_log restart identity cascade`);
});

describe('addFirstWebmaster', () => {
  it('adds the member and makes them the Webmaster from today, in the audit trail as their own change', async () => {
    expect(await addFirstWebmaster(input, AT)).toBe(
      'ada@example.org is the Webmaster from 2027-02-01 (added as an active member). Sign in with that Google account.',
    );
    const [member] = await db().select().from(members);
    expect(member).toMatchObject({ email: 'ada@example.org', status: 'active', firstName: 'Ada' });
    // The position the site reads for the member's tools.
    expect(await currentPosition(member!.id, AT)).toBe('Webmaster');
    expect(await db().select({ position: terms.position, startsOn: terms.startsOn }).from(terms)).toEqual([
      { position: 'Webmaster', startsOn: '2027-02-01' },
    ]);
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ actorId: member!.id, action: 'terms.assign' });
  });

  it('makes an active member already there the Webmaster, found whatever the case of the email', async () => {
    await db().insert(members).values({ status: 'active', email: 'Ada@Example.org', firstName: 'Ada', lastName: 'L' });
    expect(await addFirstWebmaster(input, AT)).toBe(
      'ada@example.org is the Webmaster from 2027-02-01. Sign in with that Google account.',
    );
    expect(await db().select().from(members)).toHaveLength(1);
  });

  it('refuses once someone is the Webmaster, and a member who is not active, writing nothing', async () => {
    await addFirstWebmaster(input, AT);
    const before = await db().select().from(terms);
    await expect(addFirstWebmaster({ ...input, email: 'eve@example.org' }, AT)).rejects.toThrow(
      new FirstWebmasterError(
        'Ada Lovelace is the Webmaster already. Officers are added by the Webmaster at /admin/user-management.',
      ),
    );
    expect(await db().select().from(terms)).toEqual(before);
    expect(await db().select().from(members).where(eq(members.email, 'eve@example.org'))).toEqual([]);

    await db().execute(sql`truncate members, terms, audit_log restart identity cascade`);
    await db().insert(members).values({ status: 'alumni', email: 'ada@example.org', firstName: 'Ada', lastName: 'L' });
    await expect(addFirstWebmaster(input, AT)).rejects.toThrow(/not active/);
    expect(await db().select().from(terms)).toEqual([]);
  });
});
