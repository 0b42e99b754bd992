/** Why a task was not queued: as many tasks wait as the queue allows. */
export class QueueFull extends Error {
  constructor() {
    super('too many tasks are waiting');
    this.name = 'QueueFull';
  }
}

/**
 * Runs tasks one after another in the order they arrive: a task that comes while another runs waits for it. A task
 * that finds `maxWaiting` tasks already waiting is refused with QueueFull, because each one waiting holds its input
 * in memory. The counts let a caller, or a test, see the queue.
 */
export class OneAtATime {
  readonly #maxWaiting: number;
  #tail: Promise<unknown> = Promise.resolve();
  #running = 0;
  #waiting = 0;
  #peak = 0;

  constructor({ maxWaiting = Infinity }: { maxWaiting?: number } = {}) {
    this.#maxWaiting = maxWaiting;
  }

  get running(): number {
    return this.#running;
  }
  get waiting(): number {
    return this.#waiting;
  }
  /** The most tasks ever seen running at once: 1 unless the queue is broken. */
  get peak(): number {
    return this.#peak;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    // Counted from the call, not from when the task starts: one running and maxWaiting behind it are accepted.
    if (this.#running + this.#waiting > this.#maxWaiting) return Promise.reject(new QueueFull());
    this.#waiting++;
    const result = this.#tail.then(async () => {
      this.#waiting--;
      this.#running++;
      this.#peak = Math.max(this.#peak, this.#running);
      try {
        return await task();
      } finally {
        this.#running--;
      }
    });
    this.#tail = result.catch(() => undefined); // a failed task does not hold up the next
    return result;
  }
}
