import fs from 'node:fs';
import path from 'node:path';
import { postgresDown } from './scenarios/postgres-down';
import { postgresRestart } from './scenarios/postgres-restart';
import { backupUnderLoad, largeBackup } from './scenarios/backups';
import { killDuringWrites } from './scenarios/kill-during-writes';
import { malformedRequests } from './scenarios/malformed-requests';
import { fullDisk, readOnlyDataDir } from './scenarios/storage';
import { signInLimits } from './scenarios/sign-in-limits';
import type { Scenario, Trial } from './scenario';

/**
 * `npm run test:faults`: runs each fault scenario against the production build (run `npm run build` first), prints
 * one line per scenario with its trials and outcomes, and writes test-results/faults.json for `npm test`.
 */
const SCENARIOS: Scenario[] = [
  ...killDuringWrites,
  postgresRestart,
  postgresDown,
  readOnlyDataDir,
  fullDisk,
  malformedRequests,
  backupUnderLoad,
  largeBackup,
  signInLimits,
];

const only = process.argv[2];
const report: { scenario: string; trials: number; passed: number; failed: number; outcomes: string[] }[] = [];
for (const scenario of SCENARIOS.filter((s) => !only || s.name.toLowerCase().includes(only.toLowerCase()))) {
  const unavailable = scenario.unavailable?.();
  if (unavailable) {
    process.stdout.write(`\n${scenario.name}: not run here (${unavailable})\n`);
    continue;
  }
  process.stdout.write(`\n${scenario.name}\n`);
  let trials: Trial[];
  try {
    trials = await scenario.run();
  } catch (error) {
    trials = [{ ok: false, detail: `FAILED: the scenario could not run: ${(error as Error).stack ?? String(error)}` }];
  }
  trials.forEach((trial, i) =>
    process.stdout.write(`  ${trial.ok ? 'ok  ' : 'FAIL'} trial ${i + 1}: ${trial.detail}\n`),
  );
  const passed = trials.filter((t) => t.ok).length;
  report.push({
    scenario: scenario.name,
    trials: trials.length,
    passed,
    failed: trials.length - passed,
    outcomes: trials.map((t) => t.detail),
  });
}

process.stdout.write('\nscenario | trials | passed | failed\n');
for (const row of report) process.stdout.write(`${row.scenario} | ${row.trials} | ${row.passed} | ${row.failed}\n`);
const out = path.resolve('test-results', 'faults.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(report, null, 2));
process.exit(report.every((row) => row.failed === 0) ? 0 : 1);
