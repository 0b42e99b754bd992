// Builds the site when it has never been built or its sources changed since the last build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'app',
  'server',
  'db',
  'demo',
  'content',
  'public',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
];
const BUILT = ['build/server.js', 'build/backup.js', 'build/admin.js', 'build/server/index.js'];

/** The build's own lines that mark a step, and how the short progress names it. */
const STEPS = [
  [/building client environment/, 'the pages for the browser, with the photos in every size'],
  [/building ssr environment/, 'the pages for the server'],
  // The server is bundled once the pages for the server are built.
  [/building ssr environment[\s\S]*built in/, 'the server'],
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/**
 * Builds when needed, printing one line per step rather than the build's full report (every file it wrote, the
 * tools' notices); if the build fails, all of its output is printed and the process exits with its code.
 */
export async function ensureBuild() {
  const builtAt = Math.min(...BUILT.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
  if (builtAt >= Math.max(...SOURCES.map(newestMtime))) return;
  console.log('Building the site (first run or sources changed)...');
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let step = 0;
  const read = (chunk) => {
    output += chunk;
    for (; step < STEPS.length && STEPS[step][0].test(output); step++) console.log(`  building ${STEPS[step][1]}`);
  };
  child.stdout.setEncoding('utf8').on('data', read);
  child.stderr.setEncoding('utf8').on('data', read);
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) {
    process.stderr.write(output);
    console.error(`The build failed (exit code ${code}); its output is above.`);
    process.exit(code ?? 1);
  }
  console.log(`  built in ${Math.round((Date.now() - started) / 1000)} s`);
}
