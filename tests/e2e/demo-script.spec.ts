import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../setup/postgres-cluster';
import { expect, test } from './fixtures';

// `npm run demo` as a newcomer runs it: a short start, the address and the accounts, nothing alarming; a second
// demo on a data directory already in use says why first and lists no accounts. The build is already there (the
// end-to-end server was built first), so this checks what the demo prints itself.

interface Demo {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startDemo(port: number, dataDir: string): Demo {
  const child = spawn(process.execPath, ['scripts/demo.mjs'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const ACCOUNTS = ['webmaster', 'regent', 'scribe', 'brotherhood', 'mediation', 'member'].map((a) => `${a}@example.org`);

test('the demo prints the address and the accounts and nothing alarming; a second one on its data says why', async () => {
  test.setTimeout(120_000);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-demo-'));
  const dataDir = path.join(scratch, 'demo'); // not there yet, as on a first run
  const port = await freePort();
  const first = startDemo(port, dataDir);
  try {
    // The accounts come once the site listens, after seeding the demo chapter into the empty database.
    await expect.poll(first.output, { timeout: 90_000 }).toContain('member@example.org');
    expect((await fetch(`http://localhost:${port}/healthz`)).status).toBe(200);
    const lines = first.output().trim().split('\n');
    expect(lines.length).toBeLessThanOrEqual(12);
    expect(lines).toContain(`Demo chapter at http://localhost:${port}`);
    for (const account of ACCOUNTS) expect(first.output()).toContain(account);
    expect(lines.filter((line) => /warn|deprecat|error|\{"level"/i.test(line))).toEqual([]);

    const second = startDemo(await freePort(), dataDir);
    expect(await second.exited).toBe(1);
    // The reason alone, as a sentence: no log record, no stack.
    expect(second.output().trim()).toBe(
      `The database directory ${dataDir} is in use by process ${first.child.pid}. ` +
        'Stop that process, or set DATA_DIR to another directory.',
    );
    expect(second.output()).not.toContain('Demo chapter at');
    for (const account of ACCOUNTS) expect(second.output()).not.toContain(account);
  } finally {
    first.child.kill('SIGTERM');
    await first.exited;
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});
