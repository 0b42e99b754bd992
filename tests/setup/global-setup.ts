import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../app/shared/db/db.server';
import { startCluster, type Cluster } from './postgres-cluster';
import { pgliteExtensions } from '../../app/shared/db/pglite-extensions.server';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: 'pglite' | 'postgres';
    pgliteSnapshot: string;
    postgresUrl: string;
    templateDb: string;
  }
}

/**
 * Migrates one database per run and hands its copy to every test file: a PGlite data-directory dump, or a
 * PostgreSQL template database (TEST_DB=postgres; TEST_DATABASE_URL, else a throwaway local cluster).
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  project.provide('testDb', kind);
  if (kind === 'pglite') {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-pglite-')), 'snapshot.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    project.provide('postgresUrl', '');
    project.provide('templateDb', '');
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }

  let cluster: Cluster | undefined;
  const url = process.env.TEST_DATABASE_URL ?? (cluster = await startCluster()).url;
  const templateDb = `chapter_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${templateDb}`);
  const pool = new pg.Pool({ connectionString: withDatabase(url, templateDb) });
  await migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() });
  await pool.end();
  project.provide('postgresUrl', url);
  project.provide('templateDb', templateDb);
  project.provide('pgliteSnapshot', '');
  return async () => {
    await admin.query(`drop database if exists ${templateDb} with (force)`);
    await admin.end();
    cluster?.stop();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
