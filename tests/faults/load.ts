import { sleep } from '../support/site-process';

export interface LoadResult {
  /** Count of answers per HTTP status; 0 counts requests that got no answer at all. */
  statuses: Map<number, number>;
  requests: number;
}

/**
 * Keeps `concurrency` requests in flight until `until` resolves. Each request is made by `send`, which receives the
 * request's sequence number (so a write can carry a unique value) and reports its status.
 */
export async function runLoad(
  concurrency: number,
  until: Promise<unknown>,
  send: (n: number) => Promise<number>,
): Promise<LoadResult> {
  const statuses = new Map<number, number>();
  let done = false;
  let next = 0;
  void until.finally(() => (done = true));
  const worker = async () => {
    while (!done) {
      const n = next++;
      let status = 0;
      try {
        status = await send(n);
      } catch {
        await sleep(20); // refused while the server is down: do not spin
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { statuses, requests: next };
}

export const describeStatuses = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'no answer' : status}: ${count}`)
    .join(', ');
