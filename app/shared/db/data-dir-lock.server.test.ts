import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.server';

const children: ChildProcess[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill('SIGKILL')));

/** Another process that takes the lock and keeps running. */
async function holdLockInAnotherProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${path.resolve('app/shared/db/data-dir-lock.server.ts')}').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-')), 'db');

describe('lockDataDir', () => {
  it('refuses a second process, naming the directory and the pid holding it', async () => {
    const dir = tempDir();
    const holder = await holdLockInAnotherProcess(dir);
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(path.resolve(dir));
    expect((refusal as Error).message).toContain(`process ${holder.pid}`);
  }, 20_000);

  it('takes over a stale lock left by a dead process', async () => {
    const dir = tempDir();
    const holder = await holdLockInAnotherProcess(dir);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(holder.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  }, 20_000);

  it('lets the same directory be locked again once released', () => {
    const dir = tempDir();
    lockDataDir(dir)();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).not.toThrow(); // the same process re-entering is not a second process
    release();
  });
});
