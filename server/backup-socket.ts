import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Logger } from 'pino';

/**
 * Only one process may open an embedded database, so `npm run backup` asks the running server for the backup over
 * a Unix socket beside the data directory (`<dir>.sock`, readable by this user only). Returns the closer.
 */
export function serveBackups(dataDir: string, backup: () => Promise<string>, logger: Logger): () => void {
  const socketPath = backupSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true }); // we hold the directory lock, so any socket left here is stale
  const server = net.createServer((socket) => {
    backup()
      .then((text) => socket.end(zlib.gzipSync(text)))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'backup failed');
        socket.destroy();
      });
  });
  server.listen(socketPath, () => fs.chmodSync(socketPath, 0o600));
  server.on('error', (error) => logger.warn({ err: error }, 'backups over the local socket are unavailable'));
  return () => {
    server.close();
    fs.rmSync(socketPath, { force: true });
  };
}

export const backupSocketPath = (dataDir: string) => `${path.resolve(dataDir)}.sock`;

/** Fetches a gzipped backup from the server holding the data directory. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(backupSocketPath(dataDir));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', (hadError) => {
      const body = Buffer.concat(chunks);
      if (hadError || body.length === 0)
        reject(new Error('The running server could not write the backup; see its log.'));
      else resolve(body);
    });
  });
}
