import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.server';
import { embeddedOptions } from './embedded-options.server';
import { pgliteExtensions } from './pglite-extensions.server';
import { restrictToOwner, secureDataDir } from './data-dir-permissions.server';
import { logger } from '../runtime/logger.server';

/**
 * Opens the embedded database in `dataDir` for this process alone (see lockDataDir), private to this user: the
 * directory is mode 700 and no file in it is open to group or world, on opening and again on closing.
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<{ client: PGlite; close: () => Promise<void> }> {
  const dir = path.resolve(dataDir);
  const release = lockDataDir(dir);
  try {
    const repaired = secureDataDir(dir);
    if (repaired > 0) {
      logger.warn({ dataDir: dir, repaired }, 'the database directory was open to other users; made it private');
    }
    const client = await PGlite.create(dir, { ...embeddedOptions, extensions: pgliteExtensions });
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
