/**
 * Sizes of bro-date groups for a number of members: groups of 4, except that when the remaining
 * count is a multiple of 5 the next group takes 5; fewer than 4 remaining form one last group of that size.
 */
export function broDateGroupSizes(count: number): number[] {
  const sizes: number[] = [];
  let remaining = count;
  while (remaining > 0) {
    const size = remaining < 4 ? remaining : remaining % 5 === 0 ? 5 : 4;
    sizes.push(size);
    remaining -= size;
  }
  return sizes;
}

/** Splits already-shuffled members into bro-date groups by broDateGroupSizes. */
export function groupForBroDates<T>(shuffled: readonly T[]): T[][] {
  let start = 0;
  return broDateGroupSizes(shuffled.length).map((size) => shuffled.slice(start, (start += size)));
}
