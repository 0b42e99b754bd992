// `npm run demo`: builds if the sources changed since the last build, then serves the site on the embedded
// database in ./data/demo (PORT and DATA_DIR are honoured), seeding the demo chapter into an empty database.
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
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
