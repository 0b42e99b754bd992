import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's settings for the embedded database. Its memory is sized for a chapter (tens of members, hundreds of
 * events, thousands of points rows: a few megabytes of tables) rather than PostgreSQL's defaults for a dedicated
 * server. PGlite's WebAssembly memory starts at 128 MB (its smallest) and only ever grows, never shrinks, so these keep
 * PostgreSQL inside that first 128 MB: shared_buffers' default of 128 MB alone grew it to 189 MB and made all of it
 * resident at start. docs/decisions/0011-memory.md has the measurements.
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
