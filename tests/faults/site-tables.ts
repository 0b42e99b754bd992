import zlib from 'node:zlib';
import { requestBackup } from '../../server/backup-socket';

export type Row = Record<string, unknown>;

/** Every table of a running site on an embedded database, read through its backup socket in one snapshot. */
export async function readTables(dataDir: string): Promise<Map<string, Row[]>> {
  const lines = zlib
    .gunzipSync(await requestBackup(dataDir))
    .toString('utf8')
    .split('\n')
    .filter(Boolean);
  const tables = new Map<string, Row[]>();
  for (const line of lines.slice(1)) {
    const { table, rows } = JSON.parse(line) as { table: string; rows: Row[] };
    tables.set(table, rows);
  }
  return tables;
}

/** The JSON of every table but the listed ones, to compare two snapshots. */
export function contentExcept(tables: Map<string, Row[]>, ...skipped: string[]): string {
  return JSON.stringify([...tables].filter(([name]) => !skipped.includes(name)));
}
