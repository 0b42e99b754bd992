// Bundles the Express entry into build/server.js, the backup command into build/backup.js, the admin command into
// build/admin.js and the embedded database's worker thread into build/embedded-database-worker.js, so production
// runs on plain `node` (Node 20 cannot run .ts).
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'server/server.ts',
    backup: 'server/backup-cli.ts',
    admin: 'server/admin-cli.ts',
    'embedded-database-worker': 'app/shared/db/embedded-database.worker.ts',
  },
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  splitting: true,
  logLevel: 'warning',
});
