/**
 * Counts uses of one purpose per key (an address, a member, a sign-in attempt) in fixed windows. Kept in memory: the
 * site runs as one process, and keys are held only for their window, never stored.
 */
export interface RateLimiter {
  /** Counts one use; null when it is within the limit, else the seconds until the key's window ends. */
  hit(key: string): number | null;
  /** Whether the key has used up its window, without counting: null when it may go on, else the seconds to wait. */
  wait(key: string): number | null;
  /** How many keys are held now. */
  size(): number;
}

/** Past this many keys, ended windows are swept out, so a stream of new keys cannot grow memory without end. */
const SWEEP_ABOVE = 10_000;

export function createRateLimiter({
  windowMs,
  max,
  now = Date.now,
}: {
  windowMs: number;
  max: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string, time: number) => {
    const entry = windows.get(key);
    return entry && entry.endsAt > time ? entry : undefined;
  };
  const secondsLeft = (endsAt: number, time: number) => Math.max(1, Math.ceil((endsAt - time) / 1000));
  return {
    hit(key) {
      const time = now();
      let entry = current(key, time);
      if (!entry) {
        if (windows.size > SWEEP_ABOVE) for (const [k, v] of windows) if (v.endsAt <= time) windows.delete(k);
        entry = { count: 0, endsAt: time + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count <= max ? null : secondsLeft(entry.endsAt, time);
    },
    wait(key) {
      const time = now();
      const entry = current(key, time);
      return entry && entry.count >= max ? secondsLeft(entry.endsAt, time) : null;
    },
    size: () => windows.size,
  };
}
