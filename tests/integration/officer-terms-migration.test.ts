import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../app/shared/db/db.server';
import { pgliteExtensions } from '../../app/shared/db/pglite-extensions.server';
import { chapterDay } from '../../app/features/officer-terms/term-days';
import { migrationsBefore } from '../setup/migrations-before';

const before = migrationsBefore('0005_officer_terms');
afterAll(before.cleanUp);

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

    await migrate(database, { migrationsFolder: migrationsFolder() });

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
