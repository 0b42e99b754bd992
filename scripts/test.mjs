// `npm test`: typecheck, lint, unit, integration (PGlite, then PostgreSQL when one is available), build,
// end-to-end and the fault suite, one after another. Each phase's output is printed whole when it ends; then each phase's time, and a last line `tests: N passed, M
// failed`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const results = path.resolve('test-results');
fs.mkdirSync(results, { recursive: true });
// Not in test-results, which Playwright empties when it starts, maybe while a Vitest suite is about to report there.
const vitestReports = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-vitest-reports-'));
let passed = 0;
let failed = 0;
const phases = [];
const started = Date.now();

/** Runs one phase with its output kept apart, prints the output when the phase ends; resolves true on exit 0. */
function run(label, command, args, env = {}) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ms = Date.now() - start;
      phases.push([label, ms]);
      process.stdout.write(`\n── ${label} (${duration(ms)}) ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
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

async function check(label, command, args) {
  if (await run(label, command, args)) passed += 1;
  else failed += 1;
}

async function vitest(label, project, env = {}) {
  const out = path.join(vitestReports, `${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(out, { force: true });
  const ok = await run(
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
  const onPath = (process.env.PATH ?? '').split(path.delimiter).some((dir) => fs.existsSync(path.join(dir, 'initdb')));
  return fs.existsSync('/usr/lib/postgresql') || onPath;
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function checksAndVitest() {
  await check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  await check('lint', 'npm', ['run', '--silent', 'lint']);
  await vitest('unit', 'unit');
  await vitest('integration (PGlite)', 'integration', { TEST_DB: 'pglite' });
  if (postgresAvailable()) await vitest('integration (PostgreSQL)', 'integration', { TEST_DB: 'postgres' });
  else console.log('\nPostgreSQL is not installed here: the integration suite ran on PGlite only.');
}

/** The production build, which the end-to-end and fault suites serve; counted as failed once if it fails. */
async function build() {
  const ok = await run('build', 'npm', ['run', '--silent', 'build']);
  if (!ok) failed += 1;
  return ok;
}

async function endToEnd() {
  const out = path.join(results, 'e2e.json');
  fs.rmSync(out, { force: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-e2e-'));
  const ok = await run('end-to-end (Chromium)', 'npx', ['playwright', 'test'], {
    E2E_PORT: String(await freePort()),
    E2E_SMTP_PORT: String(await freePort()),
    E2E_PUSH_PORT: String(await freePort()),
    E2E_DATA_DIR: dataDir,
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  countJson(out, ok, (report) => [
    report.stats.expected,
    report.stats.unexpected + report.stats.flaky + report.stats.skipped,
  ]);
}

async function faultSuite() {
  const faults = path.join(results, 'faults.json');
  fs.rmSync(faults, { force: true });
  // Each scenario counts once: passed when all its trials passed.
  countJson(faults, await run('fault suite', 'npm', ['run', '--silent', 'test:faults']), (report) => [
    report.filter((row) => row.failed === 0).length,
    report.filter((row) => row.failed > 0).length,
  ]);
}

// One phase at a time: run side by side on two cores, the browsers, the Vitest workers and the fault suite's servers
// starved each other until waits timed out, and the run took longer, not shorter.
await checksAndVitest();
if (await build()) {
  await endToEnd();
  await faultSuite();
}
fs.rmSync(vitestReports, { recursive: true, force: true });

printTimes();
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
