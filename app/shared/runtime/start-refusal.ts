/**
 * A reason the site will not start that is written for the person starting it (a setting missing, the database
 * folder in use or open to others). The start-up prints its sentence alone, without a stack. It is recognised by the
 * `startRefusal` mark rather than by class, since the built server and the built app are separate bundles.
 */
export class StartRefusal extends Error {
  readonly startRefusal = true;
}

export function isStartRefusal(error: unknown): error is Error {
  return error instanceof Error && (error as { startRefusal?: unknown }).startRefusal === true;
}
