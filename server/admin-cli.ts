import { z } from 'zod';
import { isStartRefusal } from '../app/shared/runtime/start-refusal';

/**
 * `npm run admin -- add-webmaster EMAIL [FIRST_NAME [LAST_NAME]]`, with the site's own settings, on the database the
 * site uses (DATABASE_URL, else the embedded database in DATA_DIR, ./data, migrated first if new): the first sign-in
 * of a new site, which nobody could otherwise reach. Bundled into build/admin.js.
 */
const USAGE = 'Usage: npm run admin -- add-webmaster EMAIL [FIRST_NAME [LAST_NAME]]';

/** A refusal of the command line itself, in words for the person at the server. */
class UsageError extends Error {}

async function addWebmaster([email, firstName, ...last]: string[]): Promise<void> {
  // Imported here, so that a setting the site refuses (read as its modules load) is reported like any refusal.
  const { closeDatabase, openDatabase } = await import('../app/shared/db/db.server');
  const { env } = await import('../app/shared/runtime/env.server');
  const { addFirstWebmaster, firstWebmasterInput } = await import('../app/features/user-management/index.server');
  const read = firstWebmasterInput.safeParse({
    email,
    // Until the Webmaster writes their own name on the dashboard, the email's name stands in.
    firstName: firstName ?? email?.split('@')[0] ?? '',
    lastName: last.join(' '),
  });
  if (!read.success) throw new UsageError(`${z.prettifyError(read.error)}\n${USAGE}`);
  const settings = env();
  await openDatabase(
    settings.DATABASE_URL
      ? { kind: 'postgres', url: settings.DATABASE_URL }
      : { kind: 'pglite', dataDir: settings.DATA_DIR },
  );
  try {
    process.stdout.write(`${await addFirstWebmaster(read.data, new Date())}\n`);
  } finally {
    await closeDatabase();
  }
}

const [command, ...rest] = process.argv.slice(2);
try {
  const { restrictNewFilesToOwner } = await import('../app/shared/db/data-dir-permissions.server');
  restrictNewFilesToOwner();
  if (command === 'add-webmaster') await addWebmaster(rest);
  else throw new UsageError(USAGE);
} catch (error) {
  // A refusal (a setting, the database folder in use, a Webmaster already there) is its sentence alone.
  console.error(error instanceof UsageError || isStartRefusal(error) ? error.message : error);
  if (isStartRefusal(error) && error.message.includes('is in use by process')) {
    console.error('The embedded database takes one process at a time: stop the site, then run this.');
  }
  process.exit(1);
}
