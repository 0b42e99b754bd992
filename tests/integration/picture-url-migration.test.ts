import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../app/shared/db/db.server';
import { migrationsBefore } from '../setup/migrations-before';
import { pgliteExtensions } from '../../app/shared/db/pglite-extensions.server';

const before = migrationsBefore('0003_member_picture_urls');
afterAll(before.cleanUp);

describe('migration 0003', () => {
  it('stores every uploaded member picture as its /media address, and leaves Google photos and the rest alone', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = drizzle(client);
    await migrate(database, { migrationsFolder: before.folder });
    const stored = [
      'profilePictures/1700000000000_officer.webp',
      '/profilePictures/1700000000001_slash.webp',
      '/media/profilePictures/1700000000002_member.webp',
      'https://lh3.googleusercontent.com/a/photo',
      '',
      null,
    ];
    for (const [i, url] of stored.entries()) {
      await client.query(
        `insert into members (status, first_name, last_name, profile_picture_url) values ('alumni', $1, 'X', $2)`,
        [`M${i}`, url],
      );
    }

    await migrate(database, { migrationsFolder: migrationsFolder() });

    const { rows } = await client.query<{ url: string | null }>(
      'select profile_picture_url as url from members order by id',
    );
    expect(rows.map((row) => row.url)).toEqual([
      '/media/profilePictures/1700000000000_officer.webp',
      '/media/profilePictures/1700000000001_slash.webp',
      '/media/profilePictures/1700000000002_member.webp',
      'https://lh3.googleusercontent.com/a/photo',
      '',
      null,
    ]);
    await client.close();
  }, 120_000); // a fresh embedded database, migrated twice, on a shared machine
});
