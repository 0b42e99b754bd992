/**
 * Runs tasks one after another in the order they arrive: a task that comes while another runs waits for it (it is
 * never refused). The counts let a caller, or a test, see the queue.
 */
export class OneAtATime {
  #tail: Promise<unknown> = Promise.resolve();
  #running = 0;
  #waiting = 0;
  #peak = 0;

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
