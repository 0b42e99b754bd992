import zlib from 'node:zlib';
import { backupText } from '../support/backup-text';
import type { Db } from '../../app/shared/db/db.server';
import { requestBackup } from '../../server/backup-socket';

export type Row = Record<string, unknown>;

/** The tables of a backup's text, by name. */
function parseTables(text: string): Map<string, Row[]> {
  const tables = new Map<string, Row[]>();
  for (const line of text.split('\n').filter(Boolean).slice(1)) {
    const { table, rows } = JSON.parse(line) as { table: string; rows: Row[] };
    tables.set(table, rows);
  }
  return tables;
}

/** The tables of a gzipped backup file. */
export const backupTables = (gzipped: Buffer) => parseTables(zlib.gunzipSync(gzipped).toString('utf8'));

/** Every table of a running site on an embedded database, read through its backup socket in one snapshot. */
export async function readTables(dataDir: string): Promise<Map<string, Row[]>> {
  return backupTables(await requestBackup(dataDir));
}

/** Every table of a PostgreSQL database the scenario reaches directly, in one snapshot. */
export async function tablesOf(db: Db): Promise<Map<string, Row[]>> {
  return parseTables(await backupText(db));
}

/** The JSON of every table but the listed ones, to compare two snapshots. */
export function contentExcept(tables: Map<string, Row[]>, ...skipped: string[]): string {
  return JSON.stringify([...tables].filter(([name]) => !skipped.includes(name)));
}

/** The names of the tables whose rows differ between two snapshots, to say what a drill wrote. */
export function changedTables(before: Map<string, Row[]>, after: Map<string, Row[]>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => JSON.stringify(before.get(name)) !== JSON.stringify(after.get(name)));
}
