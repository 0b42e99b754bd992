import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../app/shared/db/db.server';
import { hashSessionId } from '../../app/shared/session/sessions.server';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-migrations-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The migrations folder as it was before `tag`: the same files, the journal cut just before it. */
function folderBefore(tag: string): string {
  const folder = path.join(scratch, tag);
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0002', () => {
  it('keeps sessions signed in, storing the hash of each id the cookies carry', async () => {
    const client = await PGlite.create();
    const database = drizzle(client);
    await migrate(database, { migrationsFolder: folderBefore('0002_session_id_hashes') });
    await client.exec(`insert into members (status, email, first_name, last_name) values ('active', 'a@x.org', 'A', 'B');
      insert into sessions (id, member_id) values ('cookie-id-from-before', 1);`);

    await migrate(database, { migrationsFolder: migrationsFolder() });

    const { rows } = await client.query<{ id_hash: string }>('select id_hash from sessions');
    expect(rows).toEqual([{ id_hash: hashSessionId('cookie-id-from-before') }]);
    await client.close();
  }, 120_000); // a fresh embedded database, migrated twice, on a shared machine
});
