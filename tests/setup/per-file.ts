process.env.SITE_MODE ??= 'test'; // the app's settings refuse production defaults

import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { withDatabase } from './global-setup';
import { pgliteExtensions } from '../../app/shared/db/pglite-extensions.server';

/**
 * Each integration test file gets its own freshly migrated database, opened as the app's database. The app's modules
 * are imported when the file's tests start, so they are the file's own copies (fresh-modules.ts), the ones its tests
 * import.
 */
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // The features that let go of members leaving, registered as the site registers them (app/entry.server.tsx).
  await import('../../app/members-leaving.server');
  const { openDatabase } = await import('../../app/shared/db/db.server');
  if (inject('testDb') === 'pglite') {
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    await openDatabase({
      kind: 'pglite-instance',
      client: await PGlite.create({ loadDataDir: snapshot, extensions: pgliteExtensions }),
    });
    return;
  }
  const url = inject('postgresUrl');
  const name = `chapter_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDb')}`);
  dropDatabase = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  await openDatabase({ kind: 'postgres', url: withDatabase(url, name) });
});

afterAll(async () => {
  const { closeDatabase } = await import('../../app/shared/db/db.server');
  await closeDatabase();
  await dropDatabase?.();
});
