// `npm test`: typecheck, lint, unit, integration (PGlite, then PostgreSQL when one is available), build,
// end-to-end and the fault suite, in that order; prints each phase's time, then ends with one line
// `tests: N passed, M failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const results = path.resolve('test-results');
fs.mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;
const phases = [];
const started = Date.now();

function run(label, command, args, env = {}) {
  console.log(`\n── ${label} ──`);
  const start = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  phases.push([label, Date.now() - start]);
  return result.status === 0;
}

function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

function printTimes() {
  console.log('\n── time per phase ──');
  const width = Math.max(...phases.map(([label]) => label.length), 'total'.length);
  for (const [label, ms] of phases) console.log(`${label.padEnd(width)}  ${duration(ms)}`);
  console.log(`${'total'.padEnd(width)}  ${duration(Date.now() - started)}`);
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else failed += 1;
}

function vitest(label, project, env = {}) {
  const out = path.join(results, `${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(out, { force: true });
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  countJson(out, ok, (report) => [
    report.numPassedTests,
    report.numFailedTests + report.numPendingTests + report.numTodoTests,
  ]);
}

function countJson(file, ok, read) {
  if (!fs.existsSync(file)) {
    failed += 1; // the runner died before reporting
    return;
  }
  const [p, f] = read(JSON.parse(fs.readFileSync(file, 'utf8')));
  passed += p;
  failed += f;
  if (!ok && f === 0) failed += 1;
}

function postgresAvailable() {
  if (process.env.TEST_DATABASE_URL) return true;
  return fs.existsSync('/usr/lib/postgresql') || spawnSync('sh', ['-c', 'command -v initdb']).status === 0;
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);
vitest('unit', 'unit');
vitest('integration (PGlite)', 'integration', { TEST_DB: 'pglite' });
if (postgresAvailable()) vitest('integration (PostgreSQL)', 'integration', { TEST_DB: 'postgres' });
else console.log('\nPostgreSQL is not installed here: the integration suite ran on PGlite only.');

if (run('build', 'npm', ['run', '--silent', 'build'])) {
  const out = path.join(results, 'e2e.json');
  fs.rmSync(out, { force: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-e2e-'));
  const ok = run('end-to-end (Chromium)', 'npx', ['playwright', 'test'], {
    E2E_PORT: String(await freePort()),
    E2E_DATA_DIR: dataDir,
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  countJson(out, ok, (report) => [
    report.stats.expected,
    report.stats.unexpected + report.stats.flaky + report.stats.skipped,
  ]);
  const faults = path.join(results, 'faults.json');
  fs.rmSync(faults, { force: true });
  // Each scenario counts once: passed when all its trials passed.
  countJson(faults, run('fault suite', 'npm', ['run', '--silent', 'test:faults']), (report) => [
    report.filter((row) => row.failed === 0).length,
    report.filter((row) => row.failed > 0).length,
  ]);
} else {
  failed += 1;
}

printTimes();
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
