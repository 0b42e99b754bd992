/** What a database error says of itself: its SQLSTATE (or a connection code) and the constraint it names, if any. */
export interface DatabaseErrorCode {
  code: string;
  constraint?: string;
}

/**
 * The first of an error and its causes that carries a code: Drizzle wraps the driver's error as its `cause`, and a
 * driver may wrap again. Nothing of the statement or its values is kept.
 */
export function databaseErrorCode(error: unknown, depth = 0): DatabaseErrorCode | null {
  if (typeof error !== 'object' || error === null || depth > 5) return null;
  const { code, constraint, cause } = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (typeof code !== 'string') return databaseErrorCode(cause, depth + 1);
  return typeof constraint === 'string' ? { code, constraint } : { code };
}

/** The SQLSTATE of a database error (such as '23505', a unique violation), found through Drizzle's wrapping. */
export function sqlState(error: unknown): string | null {
  return databaseErrorCode(error)?.code ?? null;
}
