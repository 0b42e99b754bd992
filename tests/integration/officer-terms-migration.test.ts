import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../app/shared/db/db.server';
import { pgliteExtensions } from '../../app/shared/db/pglite-extensions.server';
import { chapterDay } from '../../app/shared/time/chapter-day';
import { migrationsBefore } from '../setup/migrations-before';

const before = migrationsBefore('0005_officer_terms');
const beforeDrop = migrationsBefore('0007_members_role_from_terms');
afterAll(() => {
  before.cleanUp();
  beforeDrop.cleanUp();
});

describe('migration 0005', () => {
  it("gives every active member's role an open-ended term from the chapter's day of the migration", async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = drizzle(client);
    await migrate(database, { migrationsFolder: before.folder });
    await client.exec(`insert into members (status, first_name, last_name, role, updated_at) values
      ('active', 'Regina', 'Regent', 'Regent', '2026-09-01'),
      ('active', 'Scott', 'Scribe', 'Scribe', '2026-09-01'),
      ('active', 'Nora', 'None', null, '2026-09-01'),
      ('active', 'Old', 'Chair', 'Service Chair', '2025-09-01'),
      ('active', 'New', 'Chair', 'Service Chair', '2026-09-01'),
      ('alumni', 'Alum', 'Past', 'Treasurer', '2026-09-01');`);
    const dayBefore = chapterDay(new Date());

    await migrate(database, { migrationsFolder: beforeDrop.folder });

    const dayAfter = chapterDay(new Date());
    const { rows } = await client.query<{ name: string; position: string; starts_on: string; ends_on: null }>(
      `select m.first_name || ' ' || m.last_name as name, t.position, t.starts_on::text, t.ends_on
       from terms t join members m on m.id = t.member_id order by t.position`,
    );
    const today = (day: string) => day === dayBefore || day === dayAfter;
    expect(rows.map(({ starts_on: startsOn, ...row }) => ({ ...row, startsToday: today(startsOn) }))).toEqual([
      { name: 'Regina Regent', position: 'Regent', ends_on: null, startsToday: true },
      { name: 'Scott Scribe', position: 'Scribe', ends_on: null, startsToday: true },
      // Two actives with one role: the record changed last holds it, as the database allows one holder.
      { name: 'New Chair', position: 'Service Chair', ends_on: null, startsToday: true },
    ]);
    const { rows: roles } = await client.query<{ role: string | null }>('select role from members order by id');
    expect(roles.map((row) => row.role)).toEqual([
      'Regent',
      'Scribe',
      null,
      'Service Chair',
      'Service Chair',
      'Treasurer',
    ]);
    await client.close();
  }, 120_000); // a fresh embedded database, migrated twice, on a shared machine
});

describe('migration 0007', () => {
  it('turns a role set since 0005 into a term where nothing is in the way, then drops members.role', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = drizzle(client);
    await migrate(database, { migrationsFolder: beforeDrop.folder });
    // Roles the site wrote to members.role after 0005 ran, beside the terms 0005 and officers made.
    await client.exec(`insert into members (status, first_name, last_name, role, updated_at) values
      ('active', 'Held', 'Already', 'Regent', '2026-09-01'),
      ('active', 'Set', 'Since', 'Scribe', '2026-09-01'),
      ('active', 'Position', 'Taken', 'Treasurer', '2026-09-01'),
      ('active', 'Treasurer', 'Elect', null, '2026-09-01'),
      ('active', 'Coming', 'Officer', 'Historian', '2026-09-01'),
      ('alumni', 'Alum', 'Past', 'Marshall', '2026-09-01');
      insert into terms (member_id, position, starts_on) values
      (1, 'Regent', '2026-01-01'),
      (4, 'Treasurer', '2099-01-01'),
      (5, 'Marshall', '2099-01-01');`);
    const dayBefore = chapterDay(new Date());

    await migrate(database, { migrationsFolder: migrationsFolder() });

    const dayAfter = chapterDay(new Date());
    const { rows } = await client.query<{ name: string; position: string; starts_on: string }>(
      `select m.first_name || ' ' || m.last_name as name, t.position, t.starts_on::text
       from terms t join members m on m.id = t.member_id order by t.id`,
    );
    const today = (day: string) => day === dayBefore || day === dayAfter;
    expect(rows.map(({ starts_on: startsOn, ...row }) => ({ ...row, startsToday: today(startsOn) }))).toEqual([
      { name: 'Held Already', position: 'Regent', startsToday: false },
      { name: 'Treasurer Elect', position: 'Treasurer', startsToday: false },
      { name: 'Coming Officer', position: 'Marshall', startsToday: false },
      // Only the role nothing stands in the way of: the Treasurer's position and the coming officer have terms
      // from later on, which a term from today would overlap; an alumnus holds no position.
      { name: 'Set Since', position: 'Scribe', startsToday: true },
    ]);
    const { rows: columns } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'members' and column_name = 'role'`,
    );
    expect(columns).toEqual([]);
    await client.close();
  }, 120_000); // a fresh embedded database, migrated twice, on a shared machine
});
