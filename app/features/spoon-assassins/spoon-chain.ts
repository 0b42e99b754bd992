/** Spoon assassins: the officer's chain of players. */

export interface TargetLink {
  memberId: number;
  targetId: number | null;
}

/**
 * The rule for saving a chain: at least one row, every row has a player, no player twice. Rows hold a
 * member id or null for an empty picker.
 */
export function isValidChain(rows: readonly (number | null)[]): rows is number[] {
  if (rows.length === 0 || rows.some((id) => id === null)) return false;
  return new Set(rows).size === rows.length;
}

/** Each player targets the next in the list; the last targets the first (a lone player targets themself). */
export function buildTargets(players: readonly number[]): { memberId: number; targetId: number }[] {
  return players.map((memberId, i) => ({ memberId, targetId: players[(i + 1) % players.length] as number }));
}

/**
 * A saved chain from the builder's list: each player targets the next (see buildTargets) and keeps the elimination
 * they had in the chain it replaces, so fixing one name mid-game loses nobody's progress; a new player starts alive.
 */
export function chainKeepingEliminations(
  players: readonly number[],
  eliminated: ReadonlySet<number>,
): { memberId: number; targetId: number; isEliminated: boolean }[] {
  return buildTargets(players).map((link) => ({ ...link, isEliminated: eliminated.has(link.memberId) }));
}

/**
 * Whether the builder's rows make the chain that is saved: the same players, each targeting the same next one, in
 * whatever rotation (the page lists a saved chain from its lowest id). No saved chain matches rows with nobody picked.
 */
export function isSavedChain(rows: readonly (number | null)[], saved: readonly TargetLink[]): boolean {
  const picked = rows.filter((id) => id !== null);
  if (saved.length === 0) return picked.length === 0;
  if (picked.length !== rows.length || rows.length !== saved.length) return false;
  const next = new Map(saved.map((link) => [link.memberId, link.targetId]));
  return buildTargets(picked).every((link) => next.get(link.memberId) === link.targetId);
}

/**
 * A saved chain as one string (each player and their target, by player id), so a save can tell whether the chain
 * it was built from is still the one saved; eliminations are not part of it, since a save keeps them.
 */
export function chainSignature(links: readonly TargetLink[]): string {
  return [...links]
    .sort((a, b) => a.memberId - b.memberId)
    .map((link) => `${link.memberId}>${link.targetId ?? ''}`)
    .join(',');
}

/**
 * The saved chain in playing order, so the officer sees it as built: each cycle is followed from its lowest id; a
 * broken link (a target without a record) ends that run, and players no one reached come after, lowest id first.
 */
export function chainOrder(links: readonly TargetLink[]): number[] {
  const next = new Map(links.map((l) => [l.memberId, l.targetId]));
  const targeted = new Set(links.map((l) => l.targetId));
  const seen = new Set<number>();
  const order: number[] = [];
  // Start runs at players nobody targets (heads of a broken chain) before closed cycles.
  const ids = [...next.keys()].sort((a, b) => a - b);
  const starts = [...ids.filter((id) => !targeted.has(id)), ...ids];
  for (const start of starts) {
    let id: number | null | undefined = start;
    while (id !== null && id !== undefined && next.has(id) && !seen.has(id)) {
      seen.add(id);
      order.push(id);
      id = next.get(id);
    }
  }
  return order;
}

/** The ids a row's picker may offer: everyone not picked in another row (its own pick stays available). */
export function availablePlayers<T extends { id: number }>(
  players: readonly T[],
  rows: readonly (number | null)[],
  row: number,
): T[] {
  const taken = new Set(rows.filter((id, i) => i !== row && id !== null));
  return players.filter((p) => !taken.has(p.id));
}

/** Moves the item at `from` by `delta` places, clamped to the list; returns a new list. */
export function moveItem<T>(items: readonly T[], from: number, delta: number): T[] {
  const to = Math.min(items.length - 1, Math.max(0, from + delta));
  const out = [...items];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}
