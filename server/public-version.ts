import { sql } from 'drizzle-orm';
import { queryRows } from '../app/shared/db/db.server';
import { freshReads } from './fresh-reads';

/**
 * The version of what the public pages show. The database adds a row to `public_changes` in every transaction
 * that writes members, terms, the site content or pictures (migration 0008), so the count and the highest id
 * change when such a transaction commits, whichever code or process wrote it. Ids are handed out before commit,
 * so a later id can commit first; the count still changes when the earlier one does.
 */
async function readPublicVersion(): Promise<string> {
  const [row] = await queryRows<{ rows: number | string; latest: number | string | null }>(
    sql`select count(*) as rows, max(id) as latest from public_changes`,
  );
  return `${row?.rows ?? 0}:${row?.latest ?? 0}`;
}

/** The public version, read once for all the requests that arrived while no read was under way. */
export const publicVersion = freshReads(readPublicVersion);
