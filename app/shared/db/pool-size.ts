/**
 * How many connections the site keeps to PostgreSQL: `DATABASE_POOL_SIZE`, else two per core plus one. More than the
 * cores can run only queue inside PostgreSQL, each holding a backend of several megabytes; twice the cores keeps
 * every core busy while answers travel back, and the extra one lets a long query (a backup) run beside the pages.
 */
export function postgresPoolSize(setting: number | undefined, cores: number): number {
  return setting ?? cores * 2 + 1;
}
