/**
 * Fisher-Yates shuffle: every order equally likely when `randomBelow(n)` is uniform over 0..n-1. The caller passes
 * a crypto-backed source (domain code stays free of Node APIs); tests pass a fixed one.
 */
export function shuffle<T>(items: readonly T[], randomBelow: (n: number) => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
