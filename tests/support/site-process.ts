import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../app/shared/runtime/project-root.server';
import { freePort } from '../setup/postgres-cluster';
import { TEST_HARNESS_FLAG } from '../../server/test-harness';

/** The production build of the site as its own process, which fault scenarios kill and restart. */
export interface SiteProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server wrote to stderr and stdout so far. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) once all the output it wrote has been read. */
  exited: Promise<number | null>;
}

export interface SiteOptions {
  port?: number;
  dataDir?: string;
  databaseUrl?: string;
  /** Added to this process's environment; a name set to undefined is left out. */
  env?: Record<string, string | undefined>;
  /** Options of Node itself, before the script (a CPU profile), added to those `npm start` gives it. */
  nodeArgs?: string[];
}

/**
 * The options `npm start` gives Node before the built server (its heap limit), so what the bench measures and the
 * fault scenarios kill is the server as it is deployed.
 */
export function startNodeArgs(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return nodeArgsOf(manifest.scripts.start);
}

/** The words between `node` and the script in a command such as `node --max-old-space-size=256 build/server.js`. */
export function nodeArgsOf(command: string): string[] {
  const words = command.trim().split(/\s+/);
  const script = words.findIndex((word) => word.endsWith('.js'));
  if (words[0] !== 'node' || script < 0) throw new Error(`Not a node command: ${command}`);
  return words.slice(1, script);
}

export async function startSite(options: SiteOptions, waitUntilHealthy = true): Promise<SiteProcess> {
  const port = options.port ?? (await freePort());
  const env = {
    ...process.env,
    SITE_MODE: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(
    process.execPath,
    [
      ...startNodeArgs(),
      ...(options.nodeArgs ?? []),
      path.join(projectRoot(), 'build', 'server.js'),
      TEST_HARNESS_FLAG,
    ],
    {
      env: Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const site: SiteProcess = { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  if (waitUntilHealthy) await waitForHealth(site, 120_000);
  return site;
}

/** Polls /healthz until it answers 200; fails if the process exits or the time runs out. */
export async function waitForHealth(site: SiteProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let exitedWith: number | null | undefined;
  void site.exited.then((code) => (exitedWith = code));
  while (Date.now() - started < timeoutMs) {
    if (exitedWith !== undefined) throw new Error(`The site exited (${exitedWith}): ${site.output().slice(-2000)}`);
    try {
      const response = await fetch(`${site.url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`The site did not become healthy within ${timeoutMs} ms: ${site.output().slice(-2000)}`);
}

export async function stopSite(site: SiteProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (site.child.exitCode !== null || site.child.signalCode !== null) return;
  site.child.kill(signal);
  await site.exited;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
