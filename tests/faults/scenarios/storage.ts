import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInOverHttp } from '../../support/http-sign-in';
import { judge, type Scenario, type Trial } from '../scenario';
import { readTables } from '../site-tables';
import { scribeSaves, writerFor } from '../writes';
import { sleep, startSite, stopSite, waitForHealth } from '../../support/site-process';

/** A small file system of its own for the embedded database, which the scenario can fill or make read-only. */
function mountScratch(sizeMb: number): { dir: string; remount: (mode: 'ro' | 'rw') => void; unmount: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-fault-fs-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir]);
  return {
    dir,
    remount: (mode) => execFileSync('mount', ['-o', `remount,${mode}`, dir]),
    unmount: () => {
      execFileSync('umount', ['-l', dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function canMount(): string | undefined {
  if (process.getuid?.() !== 0) return 'mounting a scratch file system needs root';
  try {
    mountScratch(1).unmount();
    return undefined;
  } catch {
    return 'this machine does not allow mounting a scratch file system';
  }
}

/** (c) The data directory becomes read-only: the site refuses to start with a clear message, once. */
export const readOnlyDataDir: Scenario = {
  name: 'read-only data directory',
  unavailable: canMount,
  async run() {
    const scratch = mountScratch(128);
    try {
      const dataDir = path.join(scratch.dir, 'data');
      const first = await startSite({ dataDir });
      await stopSite(first);
      scratch.remount('ro');
      const refused = await startSite({ dataDir }, false);
      const code = await Promise.race([refused.exited, sleep(60_000).then(() => 'still running' as const)]);
      if (code === 'still running') await stopSite(refused, 'SIGKILL');
      const output = refused.output();
      scratch.remount('rw');
      const again = await startSite({ dataDir });
      const healthy = (await fetch(`${again.url}/healthz`)).ok;
      await stopSite(again);
      return [
        judge(`exit ${String(code)}; said: ${lastLine(output)}`, {
          'exits instead of running without storage': code !== 'still running' && code !== 0,
          'names the directory': output.includes(dataDir),
          'says why and what to do': output.includes('read-only file system') && output.includes('make it writable'),
          'starts normally once writable again': healthy,
        }),
      ];
    } finally {
      scratch.unmount();
    }
  },
};

/** (c) The disk fills up while the site runs: writes get a clear answer, the site keeps serving and recovers. */
export const fullDisk: Scenario = {
  name: 'disk full while running',
  unavailable: canMount,
  async run() {
    const scratch = mountScratch(160);
    const filler = path.join(scratch.dir, 'filler');
    const trials: Trial[] = [];
    try {
      const dataDir = path.join(scratch.dir, 'data');
      const site = await startSite({ dataDir });
      const cookie = await signInOverHttp(site.url, 'scribe@example.org');
      const writer = writerFor(site, cookie, () => readTables(dataDir));
      const saves = scribeSaves(writer, await writer.tables());
      // A save that times out (hangs) or gets no answer counts as 0, which the checks refuse.
      const save = (n: number) => saves.send(n).catch(() => 0);
      fillDisk(filler);
      const writes: number[] = [];
      for (let i = 0; i < 20; i++) writes.push(await save(i));
      const page = await fetch(`${site.url}/`);
      const pageStatus = page.status;
      const alive = site.child.exitCode === null;
      fs.rmSync(filler, { force: true });
      let recoveredMs = -1;
      try {
        recoveredMs = await waitForHealth(site, 30_000);
      } catch {
        // judged below
      }
      const afterStatus = alive ? await save(20) : 0;
      trials.push(
        judge(
          `writes while full: ${[...new Set(writes)].join('/')}; home ${pageStatus}; after freeing space ${afterStatus}; said: ${lastLine(site.output())}`,
          {
            'never a crash: the process keeps running': alive,
            'public pages still served': pageStatus === 200,
            'writes answered with an error status, not hung': writes.every((s) => s >= 400 || s === 200),
            'healthy again once space is freed': recoveredMs >= 0,
            'writes succeed again without a restart': afterStatus === 200,
          },
        ),
      );
      await stopSite(site);
      return trials;
    } finally {
      fs.rmSync(filler, { force: true });
      scratch.unmount();
    }
  },
};

function fillDisk(file: string): void {
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = fs.openSync(file, 'w');
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch {
    // ENOSPC: full
  } finally {
    fs.closeSync(fd);
  }
}

const lastLine = (output: string) => output.trim().split('\n').at(-1)?.slice(0, 300) ?? '';
