// `npm run bench`: builds the site, serves the production build, measures it and prints one report; exits non-zero
// when any figure misses its budget. Each measurement is a section; add new ones to SECTIONS.
import { spawnSync } from 'node:child_process';
import { lighthouseSection } from './lighthouse';
import { printSection, type Section } from './report';
import { startBuiltServer } from './server';

const SECTIONS: ((origin: string) => Promise<Section>)[] = [lighthouseSection];

if (spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const server = await startBuiltServer();
let ok = true;
try {
  for (const measure of SECTIONS) ok = printSection(await measure(server.origin)) && ok;
} finally {
  await server.stop();
}
console.log(ok ? '\nAll budgets met.' : '\nSome budgets were missed (marked ✗).');
process.exit(ok ? 0 : 1);
