/**
 * The messages between the server's main thread and the worker thread that owns the embedded database (see
 * embedded-database.worker.ts and embedded-database-client.server.ts). Only plain data crosses between threads.
 */

/** How a query's rows come back, and which column types (by OID) are handed back as PostgreSQL's text. */
export interface QueryShape {
  rowMode?: 'array' | 'object';
  /** Drizzle reads these types (timestamps, dates, intervals, their arrays) as text and parses them itself. */
  textTypes?: number[];
}

/** What the worker is started with. */
export interface EmbeddedWorkerData {
  dataDir: string;
  /** Where the worker writes a line as each transaction begins and ends (stdout at LOG_LEVEL=trace), else none. */
  traceFd?: number;
}

export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; shape: QueryShape; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit'; tx: number }
  | { id: number; op: 'rollback'; tx: number }
  | { id: number; op: 'close' };

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorData };

/**
 * A change the database announced on the changes channel (change-notices.server.ts). The worker posts it before
 * the reply of the statement or commit that announced it, so the main thread counts it before that call returns.
 */
export type Notice = { notice: string };

/** An error's message and its fields (code, severity, detail, constraint, table...) as plain data. */
export interface ErrorData {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

/** The fields a database error carries that the site may read; anything else (functions, options) stays behind. */
export function errorToData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: ErrorData['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean;
  }
  return { name: error.name, message: error.message, fields };
}

/**
 * The database's error as the main thread sees it: an Error with the same name, message, code and fields as the
 * worker's (a thread boundary keeps data, not classes), so checks like `code === '23505'` work on either side.
 */
export function errorFromData(data: ErrorData): Error {
  const error = Object.assign(new Error(data.message), data.fields);
  error.name = data.name;
  return error;
}
