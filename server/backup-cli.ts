import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { BackupError, createBackup, restoreBackup } from '../app/lib/backup.server';
import { DataDirLockedError, lockDataDir } from '../app/lib/data-dir-lock.server';
import { closeDatabase, openDatabase, type Db } from '../app/lib/db.server';
import * as schema from '../db/schema';
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
  const gzipped = databaseUrl ? zlib.gzipSync(await backupPostgres(databaseUrl)) : await backupEmbedded();
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  // Written beside the target first, so an interrupted backup never leaves a truncated file under its name.
  fs.writeFileSync(`${target}.partial`, gzipped);
  fs.renameSync(`${target}.partial`, target);
  process.stdout.write(`Backup written to ${target} (${Math.round(gzipped.length / 1024)} KB).\n`);
}

async function backupPostgres(url: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await createBackup(drizzlePg(pool, { schema }) as unknown as Db);
  } finally {
    await pool.end();
  }
}

/** A server running on the directory writes the backup itself; otherwise the directory is opened here. */
async function backupEmbedded(): Promise<Buffer> {
  if (!fs.existsSync(dataDir)) throw new BackupError(`There is no database in ${path.resolve(dataDir)}.`);
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return requestBackup(dataDir);
    throw error;
  }
  const client = await PGlite.create(path.resolve(dataDir));
  try {
    return zlib.gzipSync(await createBackup(drizzlePglite(client, { schema }) as unknown as Db));
  } finally {
    await client.close();
    release();
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

const [command, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const file = rest.find((arg) => arg !== '--force');
try {
  if (command === 'backup') await backup(file);
  else if (command === 'restore') await restore(file, force);
  else throw new BackupError(USAGE);
} catch (error) {
  const known = error instanceof BackupError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
