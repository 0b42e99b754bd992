import fs from 'node:fs';
import path from 'node:path';
import { postgresDown } from './scenarios/postgres-down';
import { postgresRestart } from './scenarios/postgres-restart';
import { backupUnderLoad, largeBackup } from './scenarios/backups';
import { killDuringWrites } from './scenarios/kill-during-writes';
import { killDuringAnnouncement } from './scenarios/kill-during-announcement';
import { malformedRequests } from './scenarios/malformed-requests';
import { fullDisk, readOnlyDataDir } from './scenarios/storage';
import { signInLimits } from './scenarios/sign-in-limits';
import type { Scenario, Trial } from './scenario';
import { inPool } from '../support/pool';

/**
 * `npm run test:faults`: runs the fault scenarios against the production build (run `npm run build` first), a few
 * at once, prints each scenario's trials and outcomes as it ends, and writes test-results/faults.json for `npm test`.
 * The longest come first, so that the short ones fill in beside them.
 */
const SCENARIOS: Scenario[] = [
  ...killDuringWrites,
  killDuringAnnouncement,
  postgresRestart,
  postgresDown,
  readOnlyDataDir,
  fullDisk,
  malformedRequests,
  backupUnderLoad,
  largeBackup,
  signInLimits,
];

/** Scenarios run at once: each keeps a server (and the drills a read load) busy, on a machine of two cores. */
const POOL_SIZE = 2;

type Row = { scenario: string; trials: number; passed: number; failed: number; outcomes: string[] };

/** Runs one scenario and prints its block once it ends, so the blocks of scenarios run at once do not mix. */
async function runScenario(scenario: Scenario): Promise<Row | undefined> {
  const unavailable = scenario.unavailable?.();
  if (unavailable) {
    process.stdout.write(`\n${scenario.name}: not run here (${unavailable})\n`);
    return undefined;
  }
  const started = Date.now();
  let trials: Trial[];
  try {
    trials = await scenario.run();
  } catch (error) {
    trials = [{ ok: false, detail: `FAILED: the scenario could not run: ${(error as Error).stack ?? String(error)}` }];
  }
  const lines = trials.map((trial, i) => `  ${trial.ok ? 'ok  ' : 'FAIL'} trial ${i + 1}: ${trial.detail}\n`);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  process.stdout.write(`\n${scenario.name} (${seconds} s)\n${lines.join('')}`);
  const passed = trials.filter((t) => t.ok).length;
  return {
    scenario: scenario.name,
    trials: trials.length,
    passed,
    failed: trials.length - passed,
    outcomes: trials.map((t) => t.detail),
  };
}

const only = process.argv[2];
const chosen = SCENARIOS.filter((s) => !only || s.name.toLowerCase().includes(only.toLowerCase()));
const report = (await inPool(chosen, POOL_SIZE, runScenario)).filter((row): row is Row => row !== undefined);

process.stdout.write('\nscenario | trials | passed | failed\n');
for (const row of report) process.stdout.write(`${row.scenario} | ${row.trials} | ${row.passed} | ${row.failed}\n`);
const out = path.resolve('test-results', 'faults.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(report, null, 2));
process.exit(report.every((row) => row.failed === 0) ? 0 : 1);
