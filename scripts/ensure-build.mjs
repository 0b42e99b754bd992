// Builds the site when it has never been built or its sources changed since the last build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'app',
  'server',
  'db',
  'content',
  'public',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
];
const BUILT = ['build/server.js', 'build/backup.js', 'build/server/index.js'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

export function ensureBuild() {
  const builtAt = Math.min(...BUILT.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
  if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
    console.log('Building the site (first run or sources changed)...');
    execSync('npm run build', { stdio: 'inherit' });
  }
}
