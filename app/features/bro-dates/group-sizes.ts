import { constants } from '../../config/chapter';

const usual = constants.broDateGroupSize;
const larger = usual + 1;

/**
 * Sizes of bro-date groups for a number of members: groups of the chapter's usual size (4), except that when the
 * remaining count is a multiple of one more (5) the next group takes one more; fewer than the usual size remaining
 * form one last group of that size.
 */
export function broDateGroupSizes(count: number): number[] {
  const sizes: number[] = [];
  let remaining = count;
  while (remaining > 0) {
    const size = remaining < usual ? remaining : remaining % larger === 0 ? larger : usual;
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
