import type { Readable, Writable } from 'node:stream';
import zlib from 'node:zlib';
import { writeBackup } from '../app/features/backups/index.server';
import type { Db } from '../app/shared/db/db.server';

/**
 * A backup as a gzipped stream, written as it is read, so no process holds the whole backup (its pictures would not
 * fit under the heap limit). A failure destroys the stream; a reader that stops ends the backup's transaction.
 */
export function gzippedBackup(db: Db): Readable {
  const gzip = zlib.createGzip();
  writeBackup(db, (text) => writeTo(gzip, text)).then(
    () => gzip.end(),
    (error: unknown) => gzip.destroy(error as Error),
  );
  return gzip;
}

/** Writes, then waits while the stream's buffer is full, so a slow reader slows the reading of the database. */
function writeTo(stream: Writable, text: string): Promise<void> {
  if (stream.destroyed) return Promise.reject(new Error('The backup was no longer being read.'));
  if (stream.write(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const drained = () => {
      stream.off('close', closed);
      resolve();
    };
    const closed = () => {
      stream.off('drain', drained);
      reject(new Error('The backup was no longer being read.'));
    };
    stream.once('drain', drained);
    stream.once('close', closed);
  });
}
