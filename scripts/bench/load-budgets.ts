/** The load budgets, on a 2-core machine (README, "Performance"). */
export const LOAD_BUDGETS = {
  publicShareOfStatic: 1 / 3,
  publicP99Ms: { connections: 50, max: 100 },
  dashboardRps: { connections: 50, min: 300 },
  dashboardP99Ms: { connections: 50, max: 250 },
  residentMb: 400,
} as const;

export type SubjectKind = 'static' | 'public' | 'dashboard' | 'other';

export interface Run {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx by status, and requests without an answer; '0' when every request succeeded. */
  failed: string;
}

/** Which figures of a run are within budget; a figure without a budget is within it. */
export function judgeRun(
  kind: SubjectKind,
  connections: number,
  run: Run,
  staticRps: number,
): { rps: boolean; p99: boolean; failed: boolean } {
  const failed = run.failed === '0';
  if (kind === 'public') {
    return {
      rps: run.rps >= staticRps * LOAD_BUDGETS.publicShareOfStatic,
      p99: connections !== LOAD_BUDGETS.publicP99Ms.connections || run.p99 <= LOAD_BUDGETS.publicP99Ms.max,
      failed,
    };
  }
  if (kind === 'dashboard' && connections === LOAD_BUDGETS.dashboardRps.connections) {
    return {
      rps: run.rps >= LOAD_BUDGETS.dashboardRps.min,
      p99: run.p99 <= LOAD_BUDGETS.dashboardP99Ms.max,
      failed,
    };
  }
  return { rps: true, p99: true, failed };
}
