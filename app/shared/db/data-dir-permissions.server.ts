import { StartRefusal } from '../runtime/start-refusal';
import fs from 'node:fs';
import path from 'node:path';

/** Group and world permission bits: none of them may be set on the database files. */
const OTHERS = 0o077;

export class DataDirPermissionError extends StartRefusal {}

/**
 * Files this process creates from now on are for its own user only. Set first thing at start: the directory check
 * repairs only what exists when the database opens, and whatever is created later (the backup socket, before its
 * chmod; any file a library writes with mode 666) gets the umask's mode.
 */
export function restrictNewFilesToOwner(): void {
  process.umask(OTHERS);
}

function entries(dir: string): string[] {
  const found: string[] = [dir];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...entries(full));
    else if (!entry.isSymbolicLink()) found.push(full);
  }
  return found;
}

/**
 * Takes group and world access away from the directory and everything in it (PGlite writes some files with mode
 * 666 or 644 whatever the umask). Returns how many entries had to be changed.
 */
export function restrictToOwner(dir: string): number {
  let changed = 0;
  for (const entry of entries(dir)) {
    const mode = fs.lstatSync(entry).mode & 0o777;
    if ((mode & OTHERS) === 0) continue;
    fs.chmodSync(entry, mode & ~OTHERS);
    changed++;
  }
  return changed;
}

/**
 * Makes sure the database directory exists with mode 700 and nothing in it is open to other users, repairing a
 * loose one. Refuses a loose directory that belongs to another user: changing its modes is that user's decision.
 * Returns how many entries were repaired, for the caller to log.
 */
export function secureDataDir(dir: string, uid = process.getuid?.() ?? 0): number {
  const resolved = path.resolve(dir);
  if (!fs.existsSync(resolved)) {
    fs.mkdirSync(path.dirname(resolved), { recursive: true });
    fs.mkdirSync(resolved, { mode: 0o700 });
    fs.chmodSync(resolved, 0o700); // mkdir's mode is narrowed by the umask, never widened: make it exact
    return 0;
  }
  const owner = fs.statSync(resolved).uid;
  const loose = entries(resolved).some((entry) => (fs.lstatSync(entry).mode & OTHERS) !== 0);
  if (loose && owner !== uid) {
    throw new DataDirPermissionError(
      `The database directory ${resolved} can be read or changed by other users of this machine, and it belongs ` +
        `to another user (uid ${owner}), so the site may not fix that. Run the site as that user, or make the ` +
        `directory yours (chown -R) or private (chmod -R go-rwx), or set DATA_DIR to another directory.`,
    );
  }
  return loose ? restrictToOwner(resolved) : 0;
}
