import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventPoints, events, members } from '../../db/schema';
import { db, queryRows } from '../../app/shared/db/db.server';
import { databaseState } from '../setup/db-state';
import { databaseErrorCode } from '../../app/shared/db/sql-state';

const TABLES = [
  'announcements',
  'attendance',
  'audit_log',
  'brodate_group_members',
  'brodate_groups',
  'calendar_feeds',
  'check_in_passes_used',
  'election_ballots',
  'election_candidates',
  'election_nominations',
  'election_races',
  'election_voters',
  'elections',
  'event_points',
  'events',
  'handbook_versions',
  'media',
  'members',
  'notices_sent',
  'notification_choices',
  'notifications',
  'outbox',
  'push_outbox',
  'push_subscriptions',
  'sessions',
  'site_content',
  'site_content_versions',
  'targets',
  'terms',
  'visits',
];

/** Kept by the database itself for the pages kept in memory (migration 0008), not chapter data nor in the schema. */
const CHANGE_COUNTS = ['data_changes', 'public_changes'];

describe('migrations', () => {
  it('create every table of the data model', async () => {
    const rows = await queryRows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual([...TABLES, ...CHANGE_COUNTS].sort());
  });

  it('count the changes of every table a page kept in memory may show, so a new table cannot be forgotten', async () => {
    const counted = await queryRows<{ table_name: string }>(
      sql`select distinct event_object_table as table_name from information_schema.triggers
          where trigger_name like '%\_public\_change' or trigger_name like '%\_data\_change'`,
    );
    const uncounted = TABLES.filter((table) => !counted.some((row) => row.table_name === table));
    // The session of every request is checked afresh; visits, used check-in passes, the audit log, calendar feed
    // versions (read by every feed request), the notices sent once, notification choices, the email and push outboxes
    // and the devices push goes to show on no page kept in memory.
    expect(uncounted).toEqual([
      'audit_log',
      'calendar_feeds',
      'check_in_passes_used',
      'notices_sent',
      'notification_choices',
      'outbox',
      'push_outbox',
      'push_subscriptions',
      'sessions',
      'visits',
    ]);
  });

  it('leave no table out of the "nothing was written" snapshot the tests compare', async () => {
    await db().insert(members).values({ status: 'alumni', firstName: 'Snap', lastName: 'Shot' });
    const state = await databaseState();
    expect(Object.keys(state).sort()).toEqual(TABLES);
    expect(state.members).toContainEqual(expect.objectContaining({ first_name: 'Snap', last_name: 'Shot' }));
  });

  it('keep member emails unique regardless of case', async () => {
    await db().insert(members).values({ status: 'active', email: 'Case@Example.org', firstName: 'A', lastName: 'B' });
    await expect(
      db().insert(members).values({ status: 'active', email: 'case@example.org', firstName: 'C', lastName: 'D' }),
    ).rejects.toThrow();
  });

  it('refuse negative event points, by their own check, for a member and an event that exist', async () => {
    const [member] = await db()
      .insert(members)
      .values({ status: 'active', firstName: 'Neg', lastName: 'Points' })
      .returning({ id: members.id });
    const [event] = await db()
      .insert(events)
      .values({ name: 'Points check', endsAt: new Date('2999-01-01T00:00:00Z') })
      .returning({ id: events.id });
    const cell = (points: number) =>
      db().insert(eventPoints).values({ memberId: member!.id, eventId: event!.id, points });
    const refusal = await cell(-5).then(
      () => null,
      (error: unknown) => databaseErrorCode(error),
    );
    expect(refusal).toEqual({ code: '23514', constraint: 'event_points_points_check' });
    await cell(0);
    expect(await db().$count(eventPoints, eq(eventPoints.memberId, member!.id))).toBe(1);
  });
});
