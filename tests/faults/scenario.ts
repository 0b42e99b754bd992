/** One run of a fault and what was checked afterwards. */
export interface Trial {
  ok: boolean;
  detail: string;
}

export interface Scenario {
  name: string;
  /** Why the scenario cannot run here (e.g. no PostgreSQL), or undefined when it can. */
  unavailable?: () => string | undefined;
  run: () => Promise<Trial[]>;
}

/** A trial that passes when every check holds; its detail lists the failed checks, else the observations. */
export function judge(observations: string, checks: Record<string, boolean>): Trial {
  const failed = Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  return {
    ok: failed.length === 0,
    detail: failed.length ? `FAILED: ${failed.join('; ')} (${observations})` : observations,
  };
}
