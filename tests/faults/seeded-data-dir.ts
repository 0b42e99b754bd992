import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite, stopSite } from '../support/site-process';

/**
 * The data directory the scenarios start from: created, migrated and seeded by the site once per run, then stopped.
 * A copy spares each scenario the few seconds of CPU its first start would spend creating the database.
 */
let template: Promise<string> | undefined;

function templateDataDir(): Promise<string> {
  template ??= (async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-fault-template-'));
    process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
    await stopSite(await startSite({ dataDir }));
    return dataDir;
  })();
  return template;
}

/** A new temporary data directory holding the seeded demo chapter, for a scenario that is not about creating one. */
export async function seededDataDir(prefix: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(await templateDataDir(), dataDir, { recursive: true });
  return dataDir;
}
