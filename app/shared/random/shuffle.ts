/** A uniform random integer in [0, bound) from the platform's cryptographic generator (Web Crypto). */
export function cryptoRandomInt(bound: number): number {
  // Rejection sampling keeps every value equally likely.
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0] as number;
    if (value < limit) return value % bound;
  }
}

/** Fisher-Yates shuffle on a copy; `randomInt(n)` returns an integer in [0, n). */
export function shuffle<T>(items: readonly T[], randomInt: (bound: number) => number = cryptoRandomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
