import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's settings for the embedded database, sized for a chapter's few megabytes of tables: PGlite's memory
 * starts at 128 MB and never shrinks, so these keep PostgreSQL inside it (docs/decisions/0011-memory.md).
 */
export const embeddedSettings = {
  /** Holds the whole chapter's data several times over; shared memory is then 24 MB instead of 145 MB. */
  shared_buffers: '16MB',
  /** Per sort or hash: the largest (a points sheet) sorts well under 1 MB; a bigger one spills to disk. */
  work_mem: '2MB',
  /** Index builds and VACUUM in migrations, on tables of thousands of rows. */
  maintenance_work_mem: '16MB',
  /** Temporary tables only, which the site does not use. */
  temp_buffers: '1MB',
  /**
   * Write-ahead log segments a checkpoint no longer needs are deleted rather than renamed for reuse with their old
   * contents, so sealed ballots leave the data folder (docs/decisions/0014-ballots-sealed-when-voting-closes.md).
   */
  wal_recycle: 'off',
} as const;

/**
 * The options every PGlite the site opens is created with. PGlite's own start parameters are kept (they set up its
 * single-user mode) and the settings are added after them, so they win over postgresql.conf without rewriting it.
 */
export const embeddedOptions: Pick<PGliteOptions, 'startParams'> = {
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(embeddedSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ],
};
