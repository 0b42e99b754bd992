// `npm run profile -- <path> [signed-in email] [seconds]`: loads one page with 50 connections under a CPU profile and
// prints where each thread's time went; the raw profiles stay in the printed folder for Chromium's DevTools.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSite, stopSite } from '../../tests/support/site-process';
import { signInOverHttp } from '../../tests/support/http-sign-in';
import { summarizeProfile, type CpuProfile, type Window } from './profile-summary';

const [page = '/', email, seconds = '10'] = process.argv.slice(2);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-profile-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-cpu-'));
const window: Window = { fromUs: 0, toUs: 0 };
const site = await startSite({
  dataDir,
  env: { SITE_MODE: 'demo' },
  nodeArgs: [`--cpu-prof-dir=${profileDir}`, '--cpu-prof'],
});
try {
  const cookie = email ? await signInOverHttp(site.url, email) : undefined;
  // Only the load is summarized: the start-up (migrations, the demo seed) and the sign-in are left out.
  window.fromUs = Number(process.hrtime.bigint() / 1000n);
  const result = await autocannon({
    url: `${site.url}${page}`,
    connections: 50,
    duration: Number(seconds),
    headers: cookie ? { cookie } : {},
  });
  window.toUs = Number(process.hrtime.bigint() / 1000n);
  console.log(
    `${page}${email ? ` as ${email}` : ''}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
  );
} finally {
  await stopSite(site);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// Node writes one profile per thread, named CPU.<date>.<time>.<pid>.<thread id>.<sequence>: the main thread is 0,
// and the embedded database's worker thread has its own.
const files = fs.readdirSync(profileDir).sort();
if (files.length === 0) throw new Error('The server wrote no profile.');
for (const file of files) {
  const thread = file.split('.')[4];
  const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
  console.log(`\n${thread === '0' ? 'Main thread' : `Worker thread ${thread}`}:`);
  console.log(summarizeProfile(profile, window, 25));
}
console.log(`\nThe profiles: ${profileDir}`);
