import path from 'node:path';
import { lockDataDir } from './data-dir-lock.server';
import { startEmbeddedDatabase, type EmbeddedDatabaseClient } from './embedded-database-client.server';
import { restrictToOwner, secureDataDir } from './data-dir-permissions.server';
import { logger } from '../runtime/logger.server';

/**
 * Opens the embedded database in `dataDir` for this process alone (see lockDataDir), private to this user: the
 * directory is mode 700 and no file in it is open to group or world, on opening and again on closing. The database
 * runs in a worker thread of its own (see embedded-database-client.server.ts); closing it ends the thread.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
): Promise<{ client: EmbeddedDatabaseClient; close: () => Promise<void> }> {
  const dir = path.resolve(dataDir);
  const release = lockDataDir(dir);
  try {
    const repaired = secureDataDir(dir);
    if (repaired > 0) {
      logger.warn({ dataDir: dir, repaired }, 'the database directory was open to other users; made it private');
    }
    const client = await startEmbeddedDatabase(dir);
    restrictToOwner(dir);
    return {
      client,
      close: async () => {
        try {
          await client.close();
          restrictToOwner(dir);
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
