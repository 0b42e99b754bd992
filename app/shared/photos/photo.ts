/** A bundled photo as the build produced it: AVIF and WebP srcsets, a WebP fallback, and its intrinsic size. */
export type Photo = { width: number; height: number; avif: string; webp: string; src: string };
