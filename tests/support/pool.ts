/**
 * Runs `work` on each item, at most `size` at once, each next item starting as one ends; resolves with the results
 * in the items' order. `work` handles its own failures (a rejection ends the whole run).
 */
export async function inPool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, runner));
  return results;
}
