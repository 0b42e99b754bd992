// `npm run demo`: builds if needed, then serves the demo chapter from ./data/demo. It listens on 127.0.0.1 unless
// HOST says otherwise, since anyone who reaches it can sign in as the Webmaster.
import { reachableFromOthers } from './demo-host.mjs';
import { ensureBuild } from './ensure-build.mjs';

if (process.env.HOST && reachableFromOthers(process.env.HOST)) {
  console.warn(
    `Warning: HOST=${process.env.HOST}, so this demo answers anyone who reaches this machine on its port, and its ` +
      'development sign-in lets them sign in as any demo account, the Webmaster included. Leave HOST unset to keep ' +
      'it to this machine.\n',
  );
}
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
