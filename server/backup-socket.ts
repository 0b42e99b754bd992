import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Logger } from 'pino';

/**
 * Only one process may open an embedded database, so `npm run backup` asks the running server for the backup over
 * a Unix socket beside the data directory (`<dir>.sock`, readable by this user only). Returns the closer.
 */
export function serveBackups(dataDir: string, backup: () => Readable, logger: Logger): () => void {
  const socketPath = backupSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true }); // we hold the directory lock, so any socket left here is stale
  const server = net.createServer((socket) => {
    // The backup streams as it is read; on a failure the socket closes part-way, which the command detects.
    pipeline(backup(), socket).catch((error: unknown) => logger.error({ err: error }, 'backup failed'));
  });
  server.listen(socketPath, () => fs.chmodSync(socketPath, 0o600));
  server.on('error', (error) => logger.warn({ err: error }, 'backups over the local socket are unavailable'));
  return () => {
    server.close();
    fs.rmSync(socketPath, { force: true });
  };
}

export const backupSocketPath = (dataDir: string) => `${path.resolve(dataDir)}.sock`;

const FAILED = 'The running server could not write the backup; see its log.';

/**
 * Fetches a gzipped backup from the server holding the data directory. A backup that failed part-way arrives cut
 * short, so the gzip is read through to its end before it is accepted.
 */
export async function requestBackup(dataDir: string): Promise<Buffer> {
  const body = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(backupSocketPath(dataDir));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', (hadError) => (hadError ? reject(new Error(FAILED)) : resolve(Buffer.concat(chunks))));
  });
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(Readable.from([body]), zlib.createGunzip(), discard).catch(() => {
    throw new Error(FAILED);
  });
  return body;
}
