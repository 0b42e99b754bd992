import type { Readable } from 'node:stream';

/** A line of the embedded database's transaction trace (LOG_LEVEL=trace): a transaction begun, or ended. */
export interface TraceLine {
  tx: number;
  time: number;
  outcome?: 'committed' | 'rolled back';
}

/** The trace line in a line of the site's output, or null for any other line (a request log, a partial line). */
export function traceLine(line: string): TraceLine | null {
  if (!line.includes('"msg":"transaction ')) return null;
  let parsed: { tx?: unknown; time?: unknown; outcome?: unknown; msg?: unknown };
  try {
    parsed = JSON.parse(line) as typeof parsed;
  } catch {
    return null;
  }
  if (typeof parsed.tx !== 'number' || typeof parsed.time !== 'number') return null;
  if (parsed.msg === 'transaction begun') return { tx: parsed.tx, time: parsed.time };
  if (parsed.msg === 'transaction ended' && (parsed.outcome === 'committed' || parsed.outcome === 'rolled back'))
    return { tx: parsed.tx, time: parsed.time, outcome: parsed.outcome };
  return null;
}

/**
 * The transactions a running site's trace shows from the moment it is followed: which are open, how many
 * committed, and how long each ended one took. Lines arrive a little after the database wrote them.
 */
export class TransactionTrace {
  /** Open transactions, by id, with when each began. */
  readonly open = new Map<number, number>();
  committed = 0;
  rolledBack = 0;
  /** Milliseconds from begin to end of each ended transaction. */
  readonly lengths: number[] = [];
  private rest = '';
  private waiting: (() => void)[] = [];

  /** Reads the trace from a site's stdout, from now on. */
  static follow(stdout: Readable): TransactionTrace {
    const trace = new TransactionTrace();
    // The first chunk may start mid-line: that partial line is no trace line and is passed over.
    stdout.on('data', (chunk: Buffer) => trace.feed(chunk.toString()));
    return trace;
  }

  feed(text: string): void {
    const lines = (this.rest + text).split('\n');
    this.rest = lines.pop() ?? '';
    for (const line of lines) {
      const event = traceLine(line);
      if (!event) continue;
      if (!event.outcome) {
        this.open.set(event.tx, event.time);
        continue;
      }
      const began = this.open.get(event.tx);
      if (began === undefined) continue; // begun before the trace was followed
      this.open.delete(event.tx);
      this.lengths.push(event.time - began);
      if (event.outcome === 'committed') this.committed += 1;
      else this.rolledBack += 1;
    }
    if (this.open.size > 0) for (const wake of this.waiting.splice(0)) wake();
  }

  /** Resolves as soon as a transaction is open (at once when one is). */
  opened(): Promise<void> {
    if (this.open.size > 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** The middle of the numbers, or undefined for none. */
export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
