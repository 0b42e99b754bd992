import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A throwaway PostgreSQL server on 127.0.0.1, fsync off, for one test run. */
export interface Cluster {
  url: string;
  stop: () => void;
  /** Stops the server as a crash would (immediate mode) and starts it again on the same port and data. */
  restart: () => Promise<void>;
  /** Stops the server as a crash would, keeping its data for `start`. */
  crash: () => Promise<void>;
  /** Starts the server again on the same port and data after `crash`. */
  start: () => Promise<void>;
}

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = path.join(root, version, 'bin');
      if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
    }
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return found ? path.dirname(found) : undefined;
}

export function canStartCluster(): boolean {
  return binDir() !== undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startCluster(): Promise<Cluster> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) are not installed.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-pg-'));
  // Debian's PostgreSQL refuses to run as root, so as root the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o777);
  const command = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
  const run = (cmd: string, args: string[]) => execFileSync(...command(cmd, args), { stdio: 'pipe', cwd: dir });
  // Asynchronous, so that load on the site goes on while the database restarts.
  const runAsync = (cmd: string, args: string[]) => promisify(execFile)(...command(cmd, args), { cwd: dir });
  const dataDir = path.join(dir, 'data');
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const startArgs = [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-F -p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ];
  const crashArgs = ['-D', dataDir, '-m', 'immediate', 'stop'];
  run('pg_ctl', startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await runAsync('pg_ctl', crashArgs);
      await runAsync('pg_ctl', startArgs);
    },
    crash: async () => void (await runAsync('pg_ctl', crashArgs)),
    start: async () => void (await runAsync('pg_ctl', startArgs)),
    stop: () => {
      try {
        run('pg_ctl', crashArgs);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
