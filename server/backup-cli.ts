import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { BackupError, restoreBackup } from '../app/features/backups/index.server';
import { DataDirLockedError } from '../app/shared/db/data-dir-lock.server';
import { DataDirPermissionError, restrictNewFilesToOwner } from '../app/shared/db/data-dir-permissions.server';
import { closeDatabase, openDatabase, type Db } from '../app/shared/db/db.server';
import { drizzleEmbedded } from '../app/shared/db/embedded-database-client.server';
import { openEmbeddedDatabase } from '../app/shared/db/embedded-database.server';
import * as schema from '../db/schema';
import { writeBackupFile } from './backup-file';
import { gzippedBackup } from './backup-stream';
import { requestBackup } from './backup-socket';

/**
 * `npm run backup [FILE]` and `npm run restore FILE [--force]` on the database the site uses: DATABASE_URL, else
 * the embedded database in DATA_DIR (./data). Bundled into build/backup.js.
 */
const USAGE = 'Usage: npm run backup [FILE]   |   npm run restore FILE   |   npm run restore -- FILE --force';
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = process.env.DATA_DIR?.trim() || './data';

async function backup(file: string | undefined): Promise<void> {
  const target = file ?? path.join('backups', `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.json.gz`);
  const size = databaseUrl ? await backupPostgres(databaseUrl, target) : await backupEmbedded(target);
  process.stdout.write(`Backup written to ${target} (${Math.round(size / 1024)} KB).\n`);
}

async function backupPostgres(url: string, target: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await writeBackupFile(target, gzippedBackup(drizzlePg(pool, { schema }) as unknown as Db));
  } finally {
    await pool.end();
  }
}

/** A server running on the directory writes the backup itself; otherwise the directory is opened here. */
async function backupEmbedded(target: string): Promise<number> {
  if (!fs.existsSync(dataDir)) throw new BackupError(`There is no database in ${path.resolve(dataDir)}.`);
  let embedded: Awaited<ReturnType<typeof openEmbeddedDatabase>>;
  try {
    embedded = await openEmbeddedDatabase(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      return writeBackupFile(target, Readable.from([await requestBackup(dataDir)]));
    throw error;
  }
  try {
    return await writeBackupFile(target, gzippedBackup(drizzleEmbedded(embedded.client) as unknown as Db));
  } finally {
    await embedded.close();
  }
}

async function restore(file: string | undefined, force: boolean): Promise<void> {
  if (!file) throw new BackupError(USAGE);
  if (!fs.existsSync(file)) throw new BackupError(`No such file: ${file}`);
  let text: string;
  try {
    text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  } catch {
    throw new BackupError(`${file} is not a gzipped backup of this site.`);
  }
  const db = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir });
  try {
    await restoreBackup(db, text, { force });
  } finally {
    await closeDatabase();
  }
  process.stdout.write(`Restored ${file} into ${databaseUrl ? 'the PostgreSQL database' : path.resolve(dataDir)}.\n`);
}

restrictNewFilesToOwner();
const [command, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const file = rest.find((arg) => arg !== '--force');
try {
  if (command === 'backup') await backup(file);
  else if (command === 'restore') await restore(file, force);
  else throw new BackupError(USAGE);
} catch (error) {
  const known =
    error instanceof BackupError || error instanceof DataDirLockedError || error instanceof DataDirPermissionError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
