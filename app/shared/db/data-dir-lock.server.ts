import { StartRefusal } from '../runtime/start-refusal';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends StartRefusal {}

/** Why the directory cannot be written, in words for the person starting the site. */
const UNWRITABLE: Record<string, string> = {
  EROFS: 'The database directory is on a read-only file system:',
  EACCES: 'This user may not write to the database directory:',
  EPERM: 'This user may not write to the database directory:',
  ENOSPC: 'There is no space left on the disk holding the database directory:',
};
const FIX =
  'The site stores its data there, so it cannot start: make it writable, or set DATA_DIR to another directory.';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two processes opening one PGlite directory corrupt it silently, so the first takes `<dir>.lock` (created
 * exclusively, holding its pid) and any other is refused. A lock left by a dead process is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code && code in UNWRITABLE) throw new DataDirLockedError(`${UNWRITABLE[code]} ${path.resolve(dir)}. ${FIX}`);
      if (code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The database directory ${path.resolve(dir)} is in use by process ${holder}. ` +
            'Stop that process, or set DATA_DIR to another directory.',
        );
      }
      fs.unlinkSync(lockPath); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the database directory ${path.resolve(dir)}.`);
}
