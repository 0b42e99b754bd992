import pg from 'pg';

/** PostgreSQL's code for a connection ended by `drop database ... with (force)`. */
const ADMIN_SHUTDOWN = '57P01';

/**
 * A pool to a test's database. `pool.end()` can resolve before a connection's socket has closed; dropping the
 * database after the file then terminates it, and that expected termination must not surface as an uncaught error
 * failing the whole run. Any other error still does.
 */
export function openTestPool(connectionString: string, max?: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== ADMIN_SHUTDOWN) throw error;
  });
  return pool;
}
