import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeBackupFile } from './backup-file';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('writeBackupFile', () => {
  it('writes the backup readable by this user only, in a new folder only this user can enter', async () => {
    const umask = process.umask(0o022); // the usual default, which alone would make the file world-readable
    try {
      const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backup-file-test-')), 'backups');
      const target = path.join(folder, 'backup.json.gz');
      expect(await writeBackupFile(target, Readable.from([Buffer.from('gzipped')]))).toBe(7);
      expect(fs.readFileSync(target, 'utf8')).toBe('gzipped');
      expect(modeOf(target)).toBe(0o600);
      expect(modeOf(folder)).toBe(0o700);
      expect(fs.existsSync(`${target}.partial`)).toBe(false);
    } finally {
      process.umask(umask);
    }
  });

  it('replaces a world-readable leftover partial file instead of writing into it', async () => {
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backup-file-test-')), 'backup.json.gz');
    fs.writeFileSync(`${target}.partial`, 'old', { mode: 0o666 });
    fs.chmodSync(`${target}.partial`, 0o666);
    await writeBackupFile(target, Readable.from([Buffer.from('new')]));
    expect(fs.readFileSync(target, 'utf8')).toBe('new');
    expect(modeOf(target)).toBe(0o600);
  });

  it('leaves neither the file nor a partial one when the backup fails part-way', async () => {
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backup-file-test-')), 'backup.json.gz');
    async function* failing() {
      yield Buffer.from('the first part');
      throw new Error('the database went away');
    }
    await expect(writeBackupFile(target, Readable.from(failing()))).rejects.toThrow('the database went away');
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.existsSync(`${target}.partial`)).toBe(false);
  });
});
