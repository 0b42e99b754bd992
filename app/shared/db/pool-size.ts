/**
 * How many connections the site keeps to a PostgreSQL server: `DATABASE_POOL_SIZE` when set, else two per core of
 * this machine plus one. The site's Node process runs on one core and PostgreSQL answers each connection on one
 * core, so more connections than the cores can run at once only queue inside PostgreSQL, each holding a backend of
 * its own (several megabytes); twice the cores keeps every core busy while the others' answers travel back, and
 * the extra one lets a long query (a backup) run beside the pages. A database on another machine with more cores
 * may want a larger pool: set `DATABASE_POOL_SIZE`.
 */
export function postgresPoolSize(setting: number | undefined, cores: number): number {
  return setting ?? cores * 2 + 1;
}
