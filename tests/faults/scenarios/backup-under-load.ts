import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { BackupHeader } from '../../../app/features/backups/backup.server';
import { projectRoot } from '../../../app/shared/runtime/project-root.server';
import { requestBackup } from '../../../server/backup-socket';
import { signInOverHttp } from '../../support/http-sign-in';
import { sleep, startSite, stopSite } from '../../support/site-process';
import { describeStatuses, runLoad } from '../load';
import { judge, type Scenario } from '../scenario';
import { backupTables, readTables } from '../site-tables';
import { auditCount, SCRIBE_SAVE, scribeSaves, writerFor } from '../writes';

const run = promisify(execFile);
const backupCommand = (dataDir: string, ...args: string[]) =>
  run(process.execPath, [path.join(projectRoot(), 'build', 'backup.js'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
  });

const headerOf = (gzipped: Buffer) => {
  const text = zlib.gunzipSync(gzipped).toString('utf8');
  return JSON.parse(text.slice(0, text.indexOf('\n'))) as BackupHeader;
};

/** A backup taken with `npm run backup` while the Scribe saves points restores into a fresh database identically. */
export const backupUnderLoad: Scenario = {
  name: 'backup under load, restored into a fresh database',
  async run() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-fault-backup-'));
    const [source, copy, file] = [
      path.join(root, 'source'),
      path.join(root, 'copy'),
      path.join(root, 'backup.json.gz'),
    ];
    const site = await startSite({ dataDir: source });
    try {
      const cookie = await signInOverHttp(site.url, 'scribe@example.org');
      const writer = writerFor(site, cookie, () => readTables(source));
      const before = await writer.tables();
      const saves = scribeSaves(writer, before);
      let stop!: () => void;
      const running = new Promise<void>((resolve) => (stop = resolve));
      const load = runLoad(8, running, saves.send);
      await sleep(1000);
      await backupCommand(source, 'backup', file);
      await sleep(500);
      stop();
      const written = await load;
      await backupCommand(copy, 'restore', file);
      const restored = await startSite({ dataDir: copy });
      const again = headerOf(await requestBackup(copy));
      await stopSite(restored);
      const taken = headerOf(fs.readFileSync(file));
      const saved = auditCount(backupTables(fs.readFileSync(file)), SCRIBE_SAVE) - auditCount(before, SCRIBE_SAVE);
      return [
        judge(`load ${describeStatuses(written.statuses)}; the backup holds ${saved} of the saves`, {
          'taken while writes went on': saved > 0 && (written.statuses.get(200) ?? 0) > saved,
          'the restored database has the same tables, row counts and checksums':
            JSON.stringify(again.tables) === JSON.stringify(taken.tables),
        }),
      ];
    } finally {
      await stopSite(site);
      fs.rmSync(root, { recursive: true, force: true });
    }
  },
};
