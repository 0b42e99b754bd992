import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../db/db.server';
import { isDatabaseUnavailable } from '../db/database-outage';
import { logger } from '../runtime/logger.server';
import { pauseMs, retryDelayMs } from './delivery-policy';

/**
 * A table of messages waiting for delivery (`outbox` for email, `push_outbox` for push), delivered by a background
 * sender: each round takes a batch of due rows and leases them to this process, delivers them in order and writes
 * `sent_at` after each. The tables share the columns this needs: id, attempts, next_attempt_at, leased_until,
 * sent_at, given_up_at, last_error.
 */
export interface LeasedQueue {
  /** The table. */
  table: 'outbox' | 'push_outbox';
  /** The columns a delivery needs, beside id and attempts. */
  columns: SQL;
  /** How the logs name one message: "an email". */
  noun: string;
  /** Rows one round takes: few enough that all of them, each at its delivery's timeout, fit in the lease. */
  batch: number;
}

/** A failure that trying again cannot mend (the receiver refused the sender itself): the message is given up now. */
export class Undeliverable extends Error {}

export interface LeasedRow {
  id: number;
  attempts: number;
}

/** How long a sender holds the rows it took before another process may take them over. */
export const LEASE_SECONDS = 60;
/** How often an idle sender looks for new messages: soon enough for an announcement, cheap on the partial index. */
const IDLE_MS = 1000;

/**
 * Takes up to a batch of due rows and leases them to this process. `for update skip locked` lets several processes on
 * one PostgreSQL take different rows; the lease makes a row this process took but never finished (it was stopped or
 * killed mid-delivery) due again for any process a minute later, so it is delivered again, never lost.
 */
function takeDue<Row extends LeasedRow>(queue: LeasedQueue): Promise<Row[]> {
  const table = sql.identifier(queue.table);
  return queryRows<Row>(sql`
    update ${table} set leased_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
    where id in (
      select id from ${table}
      where sent_at is null and given_up_at is null and next_attempt_at <= now()
        and (leased_until is null or leased_until < now())
      order by next_attempt_at, id
      limit ${queue.batch}
      for update skip locked)
    returning id, attempts, ${queue.columns}`);
}

async function markSent(queue: LeasedQueue, row: LeasedRow): Promise<void> {
  await queryRows(sql`update ${sql.identifier(queue.table)} set sent_at = now(), leased_until = null,
    last_error = null where id = ${row.id}`);
}

async function markFailed(queue: LeasedQueue, row: LeasedRow, error: unknown): Promise<void> {
  const table = sql.identifier(queue.table);
  const delay = error instanceof Undeliverable ? null : retryDelayMs(row.attempts);
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const where = { table: queue.table, id: row.id, attempts: row.attempts, reason };
  if (delay === null) {
    await queryRows(sql`update ${table} set given_up_at = now(), leased_until = null, last_error = ${reason}
      where id = ${row.id}`);
    logger.error(where, `gave up delivering ${queue.noun}`);
    return;
  }
  await queryRows(sql`update ${table} set leased_until = null, last_error = ${reason},
      next_attempt_at = now() + make_interval(secs => ${delay / 1000}) where id = ${row.id}`);
  logger.warn(where, `${queue.noun} will be tried again`);
}

/** Hands rows this process took but did not try back, as if never taken. */
async function release(queue: LeasedQueue, rows: LeasedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = sql.join(
    rows.map((row) => sql`${row.id}`),
    sql`, `,
  );
  await queryRows(sql`update ${sql.identifier(queue.table)} set leased_until = null, attempts = attempts - 1
    where id in (${ids})`);
}

/** How one queue's messages are delivered. */
export interface Delivery<Row extends LeasedRow> {
  deliver(row: Row): Promise<void>;
  /** Whether a failure says the receiving server wants the sender to wait, rather than refusing one message. */
  asksToWait(error: unknown): boolean;
}

/** One round: delivers what is due, in order. Answers how many were sent and whether the receiver asked to wait. */
export async function deliverLeased<Row extends LeasedRow>(
  queue: LeasedQueue,
  delivery: Delivery<Row>,
): Promise<{ sent: number; wait: boolean }> {
  const due = await takeDue<Row>(queue);
  let sent = 0;
  for (const [i, row] of due.entries()) {
    try {
      await delivery.deliver(row);
    } catch (error) {
      await markFailed(queue, row, error);
      if (delivery.asksToWait(error)) {
        await release(queue, due.slice(i + 1));
        return { sent, wait: true };
      }
      continue;
    }
    await markSent(queue, row);
    sent += 1;
  }
  return { sent, wait: false };
}

/**
 * Runs rounds in the background until stopped: at once while messages are due, else every second, pausing (1 s
 * doubling to a minute) while the receiver asks to wait. Answers the function that stops it once the round under way
 * has ended.
 */
export function startLeasedSender(noun: string, round: () => Promise<{ sent: number; wait: boolean }>) {
  let stopped = false;
  let wake: () => void = () => undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const run = async () => {
    let waits = 0;
    while (!stopped) {
      let delay = IDLE_MS;
      try {
        const result = await round();
        waits = result.wait ? waits + 1 : 0;
        if (result.wait) delay = pauseMs(waits);
        else if (result.sent > 0) delay = 0;
      } catch (error) {
        // An outage is answered and logged by the pages; the sender tries again once the database is back.
        if (!isDatabaseUnavailable(error)) logger.error({ err: error }, `the sender of ${noun} failed a round`);
        delay = IDLE_MS * 5;
      }
      if (!stopped) await sleep(delay);
    }
  };
  const running = run();
  return async (): Promise<void> => {
    stopped = true;
    wake();
    await running;
  };
}
