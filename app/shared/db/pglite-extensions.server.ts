import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/**
 * The PostgreSQL extensions the migrations use, which an embedded database must load each time it opens: btree_gist
 * backs the officer terms' "one at a time" exclusion constraints. Every PGlite the site or its tests open passes this.
 */
export const pgliteExtensions = { btree_gist };
