import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Writes a gzipped backup for this user alone (file 600, a new folder 700): it holds every member's data. Written
 * beside the target first, so an interrupted backup never leaves a truncated file under its name. Returns its size.
 */
export async function writeBackupFile(target: string, gzipped: Readable): Promise<number> {
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true }); // a leftover would keep its old mode
  // Opened here, not by the stream: a stream opens its file later, so a backup failing at once could remove the
  // partial file before the stream made it, and leave it behind.
  const file = fs.createWriteStream('', { fd: fs.openSync(partial, 'wx', 0o600) });
  try {
    await pipeline(gzipped, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.renameSync(partial, target);
  return file.bytesWritten;
}
