import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../app/shared/db/db.server';

/**
 * The migrations folder as it was before `tag`: the same files, the journal cut just before it, in a scratch folder
 * `cleanUp` removes. A migration test applies this, writes rows as they were, then applies every migration.
 */
export function migrationsBefore(tag: string): { folder: string; cleanUp: () => void } {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-migrations-'));
  const folder = path.join(scratch, tag);
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, cleanUp: () => fs.rmSync(scratch, { recursive: true, force: true }) };
}
