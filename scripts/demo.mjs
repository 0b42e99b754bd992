// `npm run demo`: builds if the sources changed since the last build, then serves the site on the embedded
// database in ./data/demo (PORT and DATA_DIR are honoured), seeding the demo chapter into an empty database.
// The sign-in help is printed once the site listens: a demo that cannot start prints only why.
import { ensureBuild } from './ensure-build.mjs';

await ensureBuild();
process.env.SITE_MODE ??= 'demo';
process.env.DATA_DIR ??= './data/demo';
// Warnings and errors only: a line per request would bury the address. LOG_LEVEL=info shows them.
process.env.LOG_LEVEL ??= 'warn';
const { listening } = await import('../build/server.js');
const address = await listening;
console.log(`
Demo chapter at ${address}
Sign in with any of these accounts (the development sign-in page lists them):
  webmaster@example.org    Webmaster
  regent@example.org       Regent
  scribe@example.org       Scribe
  brotherhood@example.org  Brotherhood Chair
  mediation@example.org    Mediation Chair
  member@example.org       active member, no role
`);
