import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { BackupHeader } from '../../../app/features/backups/backup.server';
import { openEmbeddedDatabase } from '../../../app/shared/db/embedded-database.server';
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

/** A gzipped backup's first line, unzipped only that far. */
async function headerOf(gzipped: Readable): Promise<BackupHeader> {
  for await (const line of readline.createInterface({ input: gzipped.pipe(zlib.createGunzip()) })) {
    gzipped.destroy();
    return JSON.parse(line) as BackupHeader;
  }
  throw new Error('The backup is empty.');
}

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
      const again = await headerOf(Readable.from([await requestBackup(copy)]));
      await stopSite(restored);
      const taken = await headerOf(fs.createReadStream(file));
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

/** The pictures the large backup is taken with: 100 of 1 MiB, whose text in a backup (hex) is twice that. */
const PICTURES = 100;

/**
 * A backup through the running server, under the heap limit `npm start` sets, of a database holding far more
 * pictures than that limit: the backup streams a row at a time, so it is written whole and the site keeps running.
 */
export const largeBackup: Scenario = {
  name: `backup of ${PICTURES} MiB of pictures under the server's heap limit`,
  async run() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-fault-large-backup-'));
    const [dataDir, file] = [path.join(root, 'data'), path.join(root, 'backup.json.gz')];
    try {
      await stopSite(await startSite({ dataDir })); // created, migrated and seeded by the site itself
      await addPictures(dataDir);
      const site = await startSite({ dataDir });
      try {
        const { stderr } = await backupCommand(dataDir, 'backup', file).catch((error: { stderr?: string }) => ({
          stderr: `failed: ${error.stderr ?? String(error)}`,
        }));
        const written = fs.existsSync(file);
        const pictures = written
          ? ((await headerOf(fs.createReadStream(file))).tables.find((t) => t.name === 'media')?.rows ?? 0)
          : 0;
        const health = await fetch(`${site.url}/healthz`).then(
          (r) => r.status,
          () => 0,
        );
        const size = written ? Math.round(fs.statSync(file).size / 1024) : 0;
        return [
          judge(
            `${pictures} pictures in a ${size} KB backup; then /healthz ${health}; ${stderr.trim() || 'nothing on stderr'}`,
            {
              'the backup holds every picture': pictures >= PICTURES,
              'the site still answers': health === 200 && site.child.exitCode === null,
              'the command reported no error': stderr.trim() === '',
            },
          ),
        ];
      } finally {
        await stopSite(site);
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  },
};

/** Pictures made in the database itself, ten at a time: 1 MiB each of a repeated pattern (a small backup file). */
async function addPictures(dataDir: string): Promise<void> {
  const { client, close } = await openEmbeddedDatabase(dataDir);
  try {
    for (let first = 1; first <= PICTURES; first += 10) {
      await client.query(
        `insert into media (key, content_type, bytes, size, sha256)
         select 'gallery/large-' || i || '.webp', 'image/webp', b, length(b), md5(b)
         from (select i, decode(repeat(md5(i::text), 65536), 'hex') as b from generate_series($1::int, $2::int) i) s`,
        [first, first + 9],
      );
    }
  } finally {
    await close();
  }
}
