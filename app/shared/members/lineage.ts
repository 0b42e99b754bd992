/** A record's place in the big/little lineage. */
export interface Lineage {
  id: number;
  bigId: number | null;
}

/** Every record below `id` in the lineage (its littles, their littles, ...), not `id` itself. */
export function descendantsOf(records: readonly Lineage[], id: number): Set<number> {
  const littles = new Map<number, number[]>();
  for (const record of records) {
    if (record.bigId === null) continue;
    littles.set(record.bigId, [...(littles.get(record.bigId) ?? []), record.id]);
  }
  const found = new Set<number>();
  const queue = [...(littles.get(id) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift() as number;
    if (next === id || found.has(next)) continue;
    found.add(next);
    queue.push(...(littles.get(next) ?? []));
  }
  return found;
}

/**
 * Who may be picked as the big of `editingId` (null while adding): anyone but the record itself and its
 * descendants, since either would close a loop in the family tree.
 */
export function bigCandidates<T extends Lineage>(records: readonly T[], editingId: number | null): T[] {
  if (editingId === null) return [...records];
  const excluded = descendantsOf(records, editingId);
  return records.filter((record) => record.id !== editingId && !excluded.has(record.id));
}

/** Whether giving `id` the big `bigId` would make the lineage loop. */
export function wouldCreateCycle(records: readonly Lineage[], id: number, bigId: number | null): boolean {
  if (bigId === null) return false;
  return bigId === id || descendantsOf(records, id).has(bigId);
}

/** The ids of one loop in the lineage, or null when it has none. */
export function findCycle(records: readonly Lineage[]): number[] | null {
  const bigOf = new Map(records.map((record) => [record.id, record.bigId]));
  const cleared = new Set<number>();
  for (const start of bigOf.keys()) {
    const path: number[] = [];
    const onPath = new Set<number>();
    let current: number | null | undefined = start;
    while (current !== null && current !== undefined && !cleared.has(current)) {
      if (onPath.has(current)) return path.slice(path.indexOf(current));
      onPath.add(current);
      path.push(current);
      current = bigOf.get(current);
    }
    for (const id of path) cleared.add(id);
  }
  return null;
}
