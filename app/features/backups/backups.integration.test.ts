import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, contentSummary, restoreBackup } from './backup.server';
import { backupText } from '../../../tests/support/backup-text';
import { db, type Db } from '../../shared/db/db.server';
import { electionBallots, electionRaces, media, members, sessions } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import { openSpareDatabase } from '../../../tests/setup/spare-database';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions } from '../../shared/db/pglite-extensions.server';
import { migrationsBefore } from '../../../tests/setup/migrations-before';
import journal from '../../../db/migrations/meta/_journal.json';

/** The database version of this release: how many migrations it has. */
const VERSION = journal.entries.length;

let spare: { db: Db; close: () => Promise<void> };
let backup: string;
const PICTURE = new Uint8Array([0, 1, 2, 250, 255, 92, 34]);
/** Ballots not yet sealed, cast in this order: not the order of their random ids. */
const BALLOT_IDS = [
  'c0000000-0000-4000-8000-000000000000',
  '10000000-0000-4000-8000-000000000000',
  'f0000000-0000-4000-8000-000000000000',
  '70000000-0000-4000-8000-000000000000',
];

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  await db().insert(media).values({
    key: 'profilePictures/1_me.webp',
    contentType: 'image/webp',
    bytes: PICTURE,
    size: PICTURE.length,
    sha256: 'x',
  });
  // A second picture, so the rows read one at a time are joined as the others are.
  await db()
    .insert(media)
    .values({
      key: 'gallery/2_event.webp',
      contentType: 'image/webp',
      bytes: PICTURE.slice(2),
      size: PICTURE.length - 2,
      sha256: 'y',
    });
  // And a table longer than one read of rows.
  await db().execute(
    sql`insert into audit_log (action, details) select 'backups.test', json_build_object('n', n) from generate_series(1, 600) n`,
  );
  const [race] = await db().select({ id: electionRaces.id }).from(electionRaces).limit(1);
  for (const id of BALLOT_IDS) await db().insert(electionBallots).values({ id, raceId: race!.id, candidateId: 1 });
  const [member] = await db().select({ id: members.id }).from(members).limit(1);
  await db().insert(sessions).values({ idHash: 'a-session-that-is-not-backed-up', memberId: member!.id });
  backup = await backupText(db());
  spare = await openSpareDatabase();
});

afterAll(() => spare.close());

describe('backup and restore', () => {
  it('restores into an empty database with identical row counts and checksums, pictures included', async () => {
    await restoreBackup(spare.db, backup);
    const source = await contentSummary(db());
    expect(await contentSummary(spare.db)).toEqual(source);
    expect(source.find((t) => t.name === 'members')?.rows).toBeGreaterThan(70);
    expect(source.map((t) => t.name)).not.toContain('sessions');
    const [picture] = await spare.db.select().from(media).where(eq(media.key, 'profilePictures/1_me.webp'));
    expect(Array.from(picture!.bytes)).toEqual(Array.from(PICTURE));
  });

  it('writes every table as one aggregate of its rows would, which backups were written as before they streamed', async () => {
    const lines = new Map(
      backup
        .split('\n')
        .slice(1, -1)
        .map((line) => {
          const { table } = JSON.parse(line) as { table: string };
          return [table, line.slice(`{"table":${JSON.stringify(table)},"rows":`.length, -1)];
        }),
    );
    const counts: Record<string, number> = {};
    for (const [table, text] of lines) {
      const result = (await db().execute(
        sql`select coalesce(json_agg(t order by t::text), '[]'::json)::text as json, count(*)::int as n
            from ${sql.identifier(table)} t`,
      )) as unknown as { rows: [{ json: string; n: number }] };
      expect(text, table).toBe(result.rows[0].json.replaceAll('\n', ''));
      counts[table] = result.rows[0].n;
    }
    // Both ways of reading are covered: pictures a row at a time, and a table longer than one read of 500 rows.
    expect(counts.media).toBeGreaterThan(1);
    expect(Math.max(...Object.values(counts))).toBeGreaterThan(500);
  });

  it('writes ballots not yet sealed in the order of their random ids, never the order they were cast in', async () => {
    const line = backup.split('\n').find((text) => text.startsWith('{"table":"election_ballots"'));
    const { rows } = JSON.parse(line ?? '{}') as { rows: Record<string, unknown>[] };
    expect(rows.map((row) => row.id)).toEqual([...BALLOT_IDS].sort());
    // A ballot's race and choice, no voter and no time.
    expect(Object.keys(rows[0]!)).toEqual(['id', 'race_id', 'candidate_id']);
  });

  it('continues ids after the restored rows', async () => {
    const result = (await spare.db.execute(sql`select max(id)::int as max from members`)) as unknown as {
      rows: [{ max: number }];
    };
    const { max } = result.rows[0];
    const [created] = await spare.db
      .insert(members)
      .values({ status: 'alumni', firstName: 'New', lastName: 'Alumnus' })
      .returning({ id: members.id });
    expect(created!.id).toBe(max + 1);
  });

  it('refuses a non-empty database unless forced, and then replaces its content', async () => {
    await expect(restoreBackup(spare.db, backup)).rejects.toThrow(/The database is not empty/);
    await restoreBackup(spare.db, backup, { force: true });
    expect(await contentSummary(spare.db)).toEqual(await contentSummary(db()));
  });

  it('refuses a damaged file and a file that is not a backup, changing nothing', async () => {
    const before = await contentSummary(spare.db);
    const damaged = backup.replace('"first_name":"', '"first_name":"X');
    await expect(restoreBackup(spare.db, damaged, { force: true })).rejects.toThrow(/damaged/);
    await expect(restoreBackup(spare.db, 'hello\n', { force: true })).rejects.toThrow(BackupError);
    expect(await contentSummary(spare.db)).toEqual(before);
  });

  it('refuses a backup taken while members still had a role column, saying which release restores it', async () => {
    const before = migrationsBefore('0007_members_role_from_terms');
    const client = await PGlite.create({ extensions: pgliteExtensions });
    try {
      const old = drizzle(client) as unknown as Db;
      await migrate(drizzle(client), { migrationsFolder: before.folder });
      await client.exec(
        `insert into members (status, first_name, last_name, role) values ('active', 'Old', 'Regent', 'Regent')`,
      );
      const oldBackup = await backupText(old);
      expect(oldBackup).toContain('"role":"Regent"');
      const target = await contentSummary(spare.db);
      await expect(restoreBackup(spare.db, oldBackup, { force: true })).rejects.toThrow(
        new RegExp(
          `^The backup was taken at database version 7, this site is at version ${VERSION}\\. Restore it with the release of the site that took it\\.$`,
        ),
      );
      expect(await contentSummary(spare.db)).toEqual(target);
    } finally {
      await client.close();
      before.cleanUp();
    }
  }, 120_000); // a fresh embedded database, migrated, on a shared machine
});
