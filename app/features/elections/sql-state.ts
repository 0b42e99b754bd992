/** The SQLSTATE of a database error, found through Drizzle's wrapping; nothing of the statement or its values. */
export function sqlState(error: unknown, depth = 0): string | null {
  if (typeof error !== 'object' || error === null || depth > 5) return null;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return typeof code === 'string' ? code : sqlState(cause, depth + 1);
}
