import { sql } from 'drizzle-orm';
import { announcedVersions } from '../app/shared/db/change-notices.server';
import { queryRows } from '../app/shared/db/db.server';
import { freshReads } from './fresh-reads';
import type { ChangeVersions } from './kept-page-rule';

/**
 * The versions of what the kept pages show: each transaction writing what they show adds a row to `public_changes`
 * or `data_changes` (migration 0008), whichever process wrote it. The count is read beside the highest id because
 * ids are handed out before commit, so a later id can commit first.
 */
async function readChangeVersions(): Promise<ChangeVersions> {
  const [row] = await queryRows<ChangeVersions>(
    sql`select (select count(*) || ':' || coalesce(max(id), 0) from public_changes) as public,
               (select count(*) || ':' || coalesce(max(id), 0) from data_changes) as data`,
  );
  return { public: row?.public ?? '', data: row?.data ?? '' };
}

/** Read once for all the requests that arrived while no read was under way. */
const readVersions = freshReads(readChangeVersions);

/**
 * The versions: as the embedded database announced its changes, with no query (change-notices.server.ts), or read
 * from PostgreSQL.
 */
export const changeVersions = async (): Promise<ChangeVersions> => announcedVersions() ?? readVersions();
