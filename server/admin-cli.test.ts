import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run admin` as a webmaster runs it on a new server: a process of its own, with production's settings, on an
// empty embedded database that it creates and migrates.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-admin-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const production = {
  SITE_MODE: 'production',
  PUBLIC_URL: 'https://ue.example.org',
  SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
};

function admin(args: string[], env: Record<string, string> = production) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/admin-cli.ts', ...args], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

describe('npm run admin', () => {
  it('refuses to run without the site’s production settings, saying which', () => {
    const run = admin(['add-webmaster', 'ada@example.org'], { SITE_MODE: 'production', DATA_DIR: dataDir });
    expect(run.status).toBe(1);
    expect(run.err).toMatch(/^Refusing to start in production: missing PUBLIC_URL/);
  });

  it('says how to use it, and refuses an email that is not one', () => {
    expect(admin([])).toMatchObject({
      status: 1,
      err: 'Usage: npm run admin -- add-webmaster EMAIL [FIRST_NAME [LAST_NAME]]',
    });
    const bad = admin(['add-webmaster', 'ada']);
    expect(bad.status).toBe(1);
    expect(bad.err).toContain('Give the email of the Google account the Webmaster signs in with.');
  });

  it('makes the first Webmaster on an empty database, then refuses a second', { timeout: 120_000 }, () => {
    expect(admin(['add-webmaster', 'Ada@Example.org', 'Ada', 'Lovelace'])).toMatchObject({
      status: 0,
      out: expect.stringMatching(
        /^ada@example\.org is the Webmaster from \d{4}-\d\d-\d\d \(added as an active member\)\./,
      ),
    });
    expect(admin(['add-webmaster', 'eve@example.org'])).toMatchObject({
      status: 1,
      err: 'Ada Lovelace is the Webmaster already. Officers are added by the Webmaster at /admin/user-management.',
    });
  });
});
