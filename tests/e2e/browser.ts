import { execSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The Chromium the end-to-end tests drive: CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own
 * (downloaded on first use; machines without internet install Debian's chromium instead, as .ci/run does).
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  execSync('npx playwright install chromium', { stdio: 'inherit' });
  return undefined;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
