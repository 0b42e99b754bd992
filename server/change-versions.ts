import { sql } from 'drizzle-orm';
import { announcedVersions } from '../app/shared/db/change-notices.server';
import { queryRows } from '../app/shared/db/db.server';
import { freshReads } from './fresh-reads';
import type { ChangeVersions } from './kept-page-rule';

/**
 * The versions of what the pages kept in memory show. The database adds a row to `public_changes` in every
 * transaction that writes members, terms, the site content or pictures, and to `data_changes` in every one that
 * writes anything else a member's page shows (migration 0008), so each count and highest id change when such a
 * transaction commits, whichever code or process wrote it. Ids are handed out before commit, so a later id can
 * commit first; the count still changes when the earlier one does.
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
