// `npm run bench [section]`: builds the site, serves the production build, measures it and prints one report;
// exits non-zero when any figure misses its budget. Each measurement is a section; `npm run bench -- load` runs
// only the sections whose name contains "load".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite, stopSite } from '../../tests/support/site-process';
import { lighthouseSection } from './lighthouse';
import { loadSection } from './load';
import { checkInBurstSection } from './check-in-burst';
import { mailSection } from './mail';
import { startSmtpTestServer } from '../../tests/support/smtp-test-server';
import { printSection, type Section } from './report';
import type { BenchTarget } from './target';

// The server's background sender delivers to this SMTP server through every section, so the load runs with it.
const smtp = await startSmtpTestServer();

const SECTIONS: [string, (target: BenchTarget) => Promise<Section>][] = [
  ['lighthouse', (target) => lighthouseSection(target.origin)],
  ['load', loadSection],
  ['check-in', checkInBurstSection],
  ['mail', (target) => mailSection(target, smtp)],
];

const only = process.argv[2];
if (spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-bench-'));
const site = await startSite({ dataDir, env: { SITE_MODE: 'demo', SMTP_URL: smtp.url } });
let ok = true;
try {
  const target: BenchTarget = { origin: site.url, dataDir, pid: site.child.pid! };
  for (const [, measure] of SECTIONS.filter(([name]) => !only || name.includes(only))) {
    ok = printSection(await measure(target)) && ok;
  }
} finally {
  await stopSite(site);
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(ok ? '\nAll budgets met.' : '\nSome budgets were missed (marked ✗).');
process.exit(ok ? 0 : 1);
