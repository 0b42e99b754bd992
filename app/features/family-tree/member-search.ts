/** Lower case, without accents or repeated spaces: "  José  Núñez" reads as "jose nunez". */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The entries whose name holds every word of the query, in any order and case, accents ignored ("tak dom" finds
 * Dominic Takahashi). An exact full name comes first, then names that start with the query, then the rest in the
 * order given. An empty query matches nobody.
 */
export function findByName<T extends { name: string }>(entries: readonly T[], query: string): T[] {
  const wanted = normalise(query);
  if (!wanted) return [];
  const words = wanted.split(' ');
  const rank = (name: string) => (name === wanted ? 0 : name.startsWith(wanted) ? 1 : 2);
  return entries
    .map((entry) => ({ entry, name: normalise(entry.name) }))
    .filter(({ name }) => words.every((word) => name.includes(word)))
    .map((match, order) => ({ ...match, order, rank: rank(match.name) }))
    .toSorted((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ entry }) => entry);
}
