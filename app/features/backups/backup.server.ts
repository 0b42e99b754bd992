import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../shared/db/db.server';
import { tablesInDependencyOrder } from './table-order';

/**
 * A backup is JSON lines: a header, then one line per table as PostgreSQL's own JSON, so PGlite and PostgreSQL read
 * and write the same file. Sessions, used check-in passes and change counts are left out (see the README).
 */
export const BACKUP_FORMAT = 'upsilon-epsilon-backup';
const SKIPPED_TABLES = new Set(['sessions', 'check_in_passes_used', 'public_changes', 'data_changes']);

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  migrations: number;
  tables: { name: string; rows: number; sha256: string }[];
}

/** A backup or restore that cannot go on, in a sentence for the command to print (not a form's refusal). */
export class BackupError extends Error {}

type Handle = Db | Tx;

async function rows<T>(handle: Handle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Rows per read of a table. A row of a table with a binary column (a picture in `media`) can hold megabytes, so
 * those are read one row at a time: a backup then holds at most one read in memory, whatever the database's size.
 */
const ROWS_PER_READ = 500;

/** A table a backup holds, and how many of its rows one read takes. */
interface BackedUpTable {
  name: string;
  perRead: number;
}

/** The site's tables in an order that lets a restore insert them. */
async function backedUpTables(handle: Handle): Promise<BackedUpTable[]> {
  const found = await rows<{ name: string; refs: string[] | string; binary: boolean }>(
    handle,
    sql`select c.relname as name,
          coalesce(array(select f.relname::text from pg_constraint k join pg_class f on f.oid = k.confrelid
                         where k.conrelid = c.oid and k.contype = 'f'), '{}') as refs,
          exists(select 1 from pg_attribute a where a.attrelid = c.oid and a.atttypid = 'bytea'::regtype
                 and a.attnum > 0 and not a.attisdropped) as binary
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`,
  );
  const perRead = new Map(found.map((t) => [t.name, t.binary ? 1 : ROWS_PER_READ]));
  const tables = found.map((t) => ({ name: t.name, references: parseTextArray(t.refs) }));
  return tablesInDependencyOrder(tables)
    .filter((name) => !SKIPPED_TABLES.has(name))
    .map((name) => ({ name, perRead: perRead.get(name) as number }));
}

/** pg parses text[] into an array; PGlite may hand back its text form. */
function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

async function migrationCount(handle: Handle): Promise<number> {
  const [row] = await rows<{ n: number }>(handle, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(row?.n ?? 0);
}

/** A table's row count, and the checksum of its rows' JSON text as a backup writes it. */
interface TableDigest {
  rows: number;
  sha256: string;
}

/**
 * Streams a table's rows as one JSON array to `write` (when given), read through a cursor in a stable order so the
 * same content always gives the same checksum. The text is exactly what `json_agg(t order by t::text)` gives without
 * its newlines, which backups were written as before they were streamed, so their checksums still match.
 */
async function streamTable(
  tx: Tx,
  { name, perRead }: BackedUpTable,
  write?: (text: string) => Promise<void>,
): Promise<TableDigest> {
  const hash = crypto.createHash('sha256');
  let count = 0;
  const emit = async (text: string) => {
    hash.update(text);
    if (write) await write(text);
  };
  // A row's JSON has no newline of its own (those inside values are escaped; a json column may bring raw ones,
  // which are whitespace between its tokens). json_agg separates rows with ", " and then "\n ": without the
  // newline, a comma and two spaces.
  await tx.execute(
    sql`declare backup_rows no scroll cursor for
        select replace(row_to_json(t)::text, chr(10), '') as json from ${sql.identifier(name)} t order by t::text`,
  );
  await emit('[');
  for (;;) {
    const batch = await rows<{ json: string }>(tx, sql.raw(`fetch ${perRead} from backup_rows`));
    if (batch.length > 0) await emit((count > 0 ? ',  ' : '') + batch.map((r) => r.json).join(',  '));
    count += batch.length;
    if (batch.length < perRead) break;
  }
  await tx.execute(sql`close backup_rows`);
  await emit(']');
  return { rows: count, sha256: hash.digest('hex') };
}

/** Row counts and checksums of these tables, in a transaction already open. */
async function summarize(tx: Tx, tables: readonly BackedUpTable[]): Promise<BackupHeader['tables']> {
  const summary: BackupHeader['tables'] = [];
  for (const table of tables) summary.push({ name: table.name, ...(await streamTable(tx, table)) });
  return summary;
}

const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * Writes a backup to `write`, piece by piece, from one read-only snapshot, so a backup taken under load is
 * consistent. The header comes first with every table's count and checksum, so the tables are read twice: once
 * for the header, once to write them (the second read's checksum is checked against the first).
 */
export async function writeBackup(db: Db, write: (text: string) => Promise<void>, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = await backedUpTables(tx);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: now.toISOString(),
      migrations: await migrationCount(tx),
      tables: await summarize(tx, tables),
    };
    await write(`${JSON.stringify(header)}\n`);
    for (const [i, table] of tables.entries()) {
      await write(`{"table":${JSON.stringify(table.name)},"rows":`);
      const written = await streamTable(tx, table, write);
      if (written.sha256 !== header.tables[i]?.sha256) {
        throw new BackupError(`Table ${table.name} changed while it was read.`);
      }
      await write('}\n');
    }
  }, snapshot);
}

/** Row counts and checksums of the site's tables, computed the way a backup computes them. */
export async function contentSummary(db: Db): Promise<BackupHeader['tables']> {
  return db.transaction(async (tx) => summarize(tx, await backedUpTables(tx)), snapshot);
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

function parseBackup(text: string): { header: BackupHeader; tables: Map<string, string> } {
  const lines = text.split('\n').filter(Boolean);
  let header: BackupHeader;
  try {
    header = JSON.parse(lines[0] ?? '') as BackupHeader;
  } catch {
    throw new BackupError('This file is not a backup of this site.');
  }
  if (header.format !== BACKUP_FORMAT || header.version !== 1) {
    throw new BackupError('This file is not a backup of this site.');
  }
  const tables = new Map<string, string>();
  for (const line of lines.slice(1)) {
    // Only the table name is parsed here; the rows stay text and go to the database as they are.
    const match = /^\{"table":("(?:[^"\\]|\\.)*"),"rows":([\s\S]*)\}$/.exec(line);
    if (!match) throw new BackupError('The backup file is damaged.');
    tables.set(JSON.parse(match[1] as string) as string, match[2] as string);
  }
  for (const table of header.tables) {
    const json = tables.get(table.name);
    if (json === undefined || sha256(json) !== table.sha256) {
      throw new BackupError(`The backup file is damaged: table ${table.name} does not match its checksum.`);
    }
  }
  return { header, tables };
}

/**
 * Loads a backup into the database in one transaction: all of it or nothing. An empty database is required unless
 * `force`, which first empties every table of the site.
 */
export async function restoreBackup(db: Db, text: string, options: { force?: boolean } = {}): Promise<void> {
  const { header, tables } = parseBackup(text);
  await db.transaction(async (tx) => {
    const ours = await migrationCount(tx);
    if (header.migrations !== ours) {
      throw new BackupError(
        `The backup was taken at database version ${header.migrations}, this site is at version ${ours}. ` +
          'Restore it with the release of the site that took it.',
      );
    }
    const siteTables = await backedUpTables(tx);
    const names = siteTables.map((t) => t.name);
    const unknown = header.tables.find((t) => !names.includes(t.name));
    if (unknown) throw new BackupError(`The backup holds a table this site does not have: ${unknown.name}.`);
    if (options.force) {
      await tx.execute(
        sql`truncate table ${sql.join(
          names.map((n) => sql.identifier(n)),
          sql`, `,
        )} restart identity cascade`,
      );
    } else {
      for (const name of names) {
        const [row] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.identifier(name)}`);
        if (Number(row?.n) > 0) {
          throw new BackupError(
            `The database is not empty (table ${name} has rows). Restore into an empty database, or replace everything ` +
              'in it with `npm run restore -- FILE --force`.',
          );
        }
      }
    }
    for (const table of header.tables) {
      const id = sql.identifier(table.name);
      await tx.execute(
        sql`insert into ${id} select * from json_populate_recordset(null::${id}, ${tables.get(table.name)}::json)`,
      );
      await resetSequences(tx, table.name);
    }
    const restored = await summarize(tx, siteTables);
    for (const table of header.tables) {
      const now = restored.find((t) => t.name === table.name);
      if (now?.rows !== table.rows || now.sha256 !== table.sha256) {
        throw new BackupError(`Table ${table.name} did not restore identically; nothing was changed.`);
      }
    }
  });
}

/** Serial ids continue after the restored rows. */
async function resetSequences(tx: Tx, table: string): Promise<void> {
  const serials = await rows<{ column: string; seq: string }>(
    tx,
    sql`select a.attname as column, pg_get_serial_sequence(${table}, a.attname) as seq
        from pg_attribute a where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(${table}, a.attname) is not null`,
  );
  for (const { column, seq } of serials) {
    const col = sql.identifier(column);
    await tx.execute(
      sql`select setval(${seq}, coalesce((select max(${col}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}
