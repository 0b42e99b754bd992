/**
 * Shares one call of `read` between callers, but only a call begun after the caller asked: one under way may predate
 * a change the caller saw committed. Callers who ask meanwhile share the next call, so a burst makes at most two.
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
