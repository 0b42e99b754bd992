/**
 * Counts uses of one purpose per key (an address, a member, a sign-in attempt) in fixed windows. Kept in memory: the
 * site runs as one process, and keys are held only for their window, never stored, and never more than `maxKeys`.
 */
export interface RateLimiter {
  /** Counts one use; null when it is within the limit, else the seconds until the key's window ends. */
  hit(key: string): number | null;
  /** Whether the key has used up its window, without counting: null when it may go on, else the seconds to wait. */
  wait(key: string): number | null;
  /** The uses the key has left in its window and the seconds until that window ends (a whole window when unused). */
  left(key: string): { uses: number; seconds: number };
  /** How many keys are held now. */
  size(): number;
}

/** Enough for every member and a busy hour of addresses; past it the oldest key goes, so memory stays bounded. */
const MAX_KEYS = 10_000;

export function createRateLimiter({
  windowMs,
  max,
  maxKeys = MAX_KEYS,
  now = () => Date.now(),
}: {
  windowMs: number;
  max: number;
  /** The most keys held at once, whatever keys arrive. */
  maxKeys?: number;
  /** The time in ms; by default the machine's clock, read at each use (so a test can fix `Date.now`). */
  now?: () => number;
}): RateLimiter {
  // Kept in the order windows started (a new window is re-inserted), which with one window length is the order they
  // end: ended windows are always at the front, and the front is the oldest.
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string, time: number) => {
    const entry = windows.get(key);
    return entry && entry.endsAt > time ? entry : undefined;
  };
  const makeRoom = (time: number) => {
    for (const [key, entry] of windows) {
      if (entry.endsAt > time) break;
      windows.delete(key);
    }
    // Still full of open windows: the oldest gives way (its key simply starts afresh if it comes back).
    while (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
  };
  const secondsLeft = (endsAt: number, time: number) => Math.max(1, Math.ceil((endsAt - time) / 1000));
  return {
    hit(key) {
      const time = now();
      let entry = current(key, time);
      if (!entry) {
        windows.delete(key);
        makeRoom(time);
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
    left(key) {
      const time = now();
      const entry = current(key, time);
      return entry
        ? { uses: Math.max(0, max - entry.count), seconds: secondsLeft(entry.endsAt, time) }
        : { uses: max, seconds: Math.ceil(windowMs / 1000) };
    },
    size: () => windows.size,
  };
}
