/**
 * Shares one call of `read` between callers, but only a call that began after the caller asked: one already under
 * way may have begun before a change the caller has seen committed (an officer's save, then the page reloading).
 * Whoever asks while a call runs waits for the next one, which starts when it ends and serves everyone who asked
 * meanwhile, so a burst of requests makes at most two calls at a time, and none returns an answer older than
 * its request.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const call = Promise.resolve().then(read);
    running = call;
    const done = () => {
      if (running === call) running = undefined;
    };
    call.then(done, done);
    return call;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
