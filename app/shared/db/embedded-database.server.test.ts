import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataDirPermissionError, secureDataDir } from './data-dir-permissions.server';
import { closeDatabase, openDatabase } from './db.server';
import { openEmbeddedDatabase } from './embedded-database.server';
import { logger } from '../runtime/logger.server';

afterEach(() => closeDatabase());

const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-test-')), 'db');
const modeOf = (file: string) => fs.lstatSync(file).mode & 0o777;

/** Every entry in the directory (itself included) that a group or other user could read, write or enter. */
function openToOthers(dir: string): string[] {
  const found = (modeOf(dir) & 0o077) !== 0 ? [dir] : [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink() && (modeOf(full) & 0o077) !== 0) found.push(full);
  }
  return found;
}

describe('the embedded database directory', () => {
  it('is created with mode 700, holds no file open to other users, and its lock file is mode 600', async () => {
    const dir = tempDir();
    await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(modeOf(dir)).toBe(0o700);
    expect(openToOthers(dir)).toEqual([]);
    expect(modeOf(`${dir}.lock`)).toBe(0o600);
    await closeDatabase();
    expect(openToOthers(dir)).toEqual([]);
  }, 60_000);

  it('is repaired at start when it was left open to other users, and the repair is logged', async () => {
    const dir = tempDir();
    await openDatabase({ kind: 'pglite', dataDir: dir });
    await closeDatabase();
    fs.chmodSync(dir, 0o777);
    for (const entry of fs.readdirSync(dir, { recursive: true }).map((name) => path.join(dir, String(name)))) {
      fs.chmodSync(entry, fs.statSync(entry).isDirectory() ? 0o777 : 0o666);
    }
    const warn = vi.spyOn(logger, 'warn');
    await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(modeOf(dir)).toBe(0o700);
    expect(openToOthers(dir)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ dataDir: dir }),
      'the database directory was open to other users; made it private',
    );
    warn.mockRestore();
  }, 60_000);

  it('refuses, saying why and what to do, a loose directory that belongs to another user', () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true, mode: 0o777 });
    fs.chmodSync(dir, 0o777);
    const anotherUser = (process.getuid?.() ?? 0) + 1;
    expect(() => secureDataDir(dir, anotherUser)).toThrow(DataDirPermissionError);
    expect(() => secureDataDir(dir, anotherUser)).toThrow(/can be read or changed by other users.*chmod -R go-rwx/);
    expect(modeOf(dir)).toBe(0o777); // left as it was: not ours to change
  });
});

describe('the embedded database', () => {
  it('leaves the main thread free to answer other requests while it works', async () => {
    const embedded = await openEmbeddedDatabase(tempDir());
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = Date.now();
    await embedded.client.query('select sum(i) from generate_series(1, 3000000) as i');
    clearInterval(timer);
    const elapsed = Date.now() - started;
    await embedded.close();
    expect(elapsed).toBeGreaterThan(200);
    // The timer fired all through the query, which it could not do if the query ran on this thread.
    expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
  }, 60_000);
});

describe('the started site', () => {
  it('creates every file after start for its own user only, even when started with the usual umask', async () => {
    const usual = process.umask(0o022); // alone, it would leave new files readable by every user of the machine
    const dir = tempDir();
    vi.stubEnv('SITE_MODE', 'test');
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('DATABASE_URL', '');
    // Imported here: the server reads its settings as it loads.
    const { startApp, stopApp } = await import('../../../server/app');
    try {
      await startApp();
      const later = path.join(path.dirname(dir), 'written-later');
      fs.writeFileSync(later, 'x');
      expect(modeOf(later)).toBe(0o600);
      expect(openToOthers(dir)).toEqual([]);
    } finally {
      await stopApp();
      process.umask(usual);
      vi.unstubAllEnvs();
    }
  }, 120_000);
});
