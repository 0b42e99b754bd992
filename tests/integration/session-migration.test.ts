import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../app/shared/db/db.server';
import { hashSessionId } from '../../app/shared/session/sessions.server';
import { migrationsBefore } from '../setup/migrations-before';
import { pgliteExtensions } from '../../app/shared/db/pglite-extensions.server';

const before = migrationsBefore('0002_session_id_hashes');
afterAll(before.cleanUp);

describe('migration 0002', () => {
  it('keeps sessions signed in, storing the hash of each id the cookies carry', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = drizzle(client);
    await migrate(database, { migrationsFolder: before.folder });
    await client.exec(`insert into members (status, email, first_name, last_name) values ('active', 'a@x.org', 'A', 'B');
      insert into sessions (id, member_id) values ('cookie-id-from-before', 1);`);

    await migrate(database, { migrationsFolder: migrationsFolder() });

    const { rows } = await client.query<{ id_hash: string }>('select id_hash from sessions');
    expect(rows).toEqual([{ id_hash: hashSessionId('cookie-id-from-before') }]);
    await client.close();
  }, 120_000); // a fresh embedded database, migrated twice, on a shared machine
});
