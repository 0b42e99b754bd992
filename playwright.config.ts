import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/e2e/browser';
import { E2E_SESSION_SECRET } from './tests/e2e/server-secret';
import { PUSH_TEST_CERT } from './tests/support/push-test-service';

// The production build, served as `npm run demo` serves it, on its own port and a fresh database.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `chapter-e2e-${port}`);
if (!process.env.TEST_WORKER_INDEX) fs.rmSync(dataDir, { recursive: true, force: true });
process.env.E2E_DATA_DIR = dataDir; // the workers read it too
export const baseURL = `http://localhost:${port}`;
/** Where the site delivers email: the SMTP server the announcements spec starts (tests/support/smtp-test-server.ts). */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);
/** Where the push spec's stand-in for a browser's push service listens (tests/support/push-test-service.ts). */
export const pushPort = Number(process.env.E2E_PUSH_PORT ?? port + 2);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers at once on a 2-core machine: more only made each test slower, until their waits timed out.
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  // Each demo account signs in once, before everything else (tests/e2e/demo-sessions.ts). The site content edits
  // change what every page shows, so they run after all other specs, on their own; the public pages' renewal edits
  // the regent's message the content edits check, so it runs after them.
  projects: [
    { name: 'demo-sessions', testMatch: /demo-sessions\.setup\.ts/ },
    { name: 'site', testIgnore: /(site-content|public-page-cache)\.spec\.ts/, dependencies: ['demo-sessions'] },
    { name: 'content-edits', testMatch: /site-content\.spec\.ts/, dependencies: ['site'] },
    { name: 'public-renewal', testMatch: /public-page-cache\.spec\.ts/, dependencies: ['content-edits'] },
  ],
  webServer: {
    // The flag, never inherited as SITE_MODE is, is what lets the demo run in test mode (server/test-harness.ts).
    command: 'node scripts/demo.mjs --test-harness',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_MODE: 'test',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: E2E_SESSION_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The push spec's service: a device may name it, and its own certificate is trusted.
      EXTRA_PUSH_SERVICES: `https://127.0.0.1:${pushPort}`,
      NODE_EXTRA_CA_CERTS: PUSH_TEST_CERT,
    },
  },
});
