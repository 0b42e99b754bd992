/**
 * Orders tables so each comes after the tables it references (self-references aside), the order in which a
 * restore can insert them. Tables caught in a reference cycle keep their given order at the end.
 */
export function tablesInDependencyOrder(tables: readonly { name: string; references: readonly string[] }[]): string[] {
  const known = new Set(tables.map((t) => t.name));
  const placed = new Set<string>();
  const order: string[] = [];
  let remaining = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length > 0) {
    const ready = remaining.filter((t) =>
      t.references.every((ref) => ref === t.name || placed.has(ref) || !known.has(ref)),
    );
    const next = ready.length > 0 ? ready : remaining;
    for (const t of next) {
      placed.add(t.name);
      order.push(t.name);
    }
    remaining = remaining.filter((t) => !placed.has(t.name));
  }
  return order;
}
