import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a backup for this user alone (file 600, a new folder 700): it holds every member's data. Written beside
 * the target first, so an interrupted backup never leaves a truncated file under its name.
 */
export function writeBackupFile(target: string, gzipped: Buffer): void {
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true }); // a leftover would keep its old mode
  fs.writeFileSync(partial, gzipped, { mode: 0o600, flag: 'wx' });
  fs.renameSync(partial, target);
}
