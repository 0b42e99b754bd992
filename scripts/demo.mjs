// `npm run demo`: builds if the sources changed since the last build, then serves the site on the embedded
// database in ./data/demo (PORT and DATA_DIR are honoured), seeding the demo chapter into an empty database.
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
const BUILT = ['build/server.js', 'build/server/index.js'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const builtAt = Math.min(...BUILT.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Building the site (first run or sources changed)...');
  execSync('npm run build', { stdio: 'inherit' });
}

process.env.SITE_MODE ??= 'demo';
process.env.DATA_DIR ??= './data/demo';
const port = process.env.PORT ?? '3000';
console.log(`
Demo chapter at http://localhost:${port}
Sign in with any of these accounts (the development sign-in page lists them):
  webmaster@example.org    Webmaster
  regent@example.org       Regent
  scribe@example.org       Scribe
  brotherhood@example.org  Brotherhood Chair
  mediation@example.org    Mediation Chair
  member@example.org       active member, no role
`);
await import('../build/server.js');
