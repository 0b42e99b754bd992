/** The parts of a V8 CPU profile (`node --cpu-prof`) a summary reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  /** In microseconds of the machine's monotonic clock, which `process.hrtime` reads too. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A span of the monotonic clock, in microseconds: the samples summarized (the load, not the start-up). */
export interface Window {
  fromUs: number;
  toUs: number;
}

/** The profile's samples taken within the window, with the time each stands for. */
function samplesWithin(profile: CpuProfile, window: Window): { id: number; ms: number }[] {
  let at = profile.startTime;
  const kept: { id: number; ms: number }[] = [];
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= window.fromUs && at <= window.toUs) kept.push({ id, ms: delta / 1000 });
  });
  return kept;
}

/** Self time in milliseconds per key, largest first. */
function tally(
  profile: CpuProfile,
  samples: { id: number; ms: number }[],
  keyOf: (node: CpuProfile['nodes'][number]) => string,
): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  for (const { id, ms } of samples) {
    const node = byId.get(id);
    if (!node) continue;
    const key = keyOf(node);
    totals.set(key, (totals.get(key) ?? 0) + ms);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Where a function's code comes from: a package, the site's build, Node itself, or V8's own work. */
export function originOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.startsWith('node:')) return 'node';
  // The only WebAssembly the server runs is the embedded database's PostgreSQL.
  if (url.startsWith('wasm:')) return '@electric-sql/pglite (PostgreSQL in WebAssembly)';
  return 'site';
}

/** The self time of the busiest functions and packages within the window, as text. */
export function summarizeProfile(profile: CpuProfile, window: Window, top: number): string {
  const samples = samplesWithin(profile, window);
  const total = samples.reduce((sum, s) => sum + s.ms, 0);
  const share = (ms: number) => `${((100 * ms) / total).toFixed(1).padStart(5)}%  ${Math.round(ms)} ms`;
  const functions = tally(
    profile,
    samples,
    ({ callFrame: f }) =>
      `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.replace(/^.*node_modules\//, '')}:${f.lineNumber + 1}` : ''}`,
  );
  const origins = tally(profile, samples, ({ callFrame: f }) => originOf(f.url, f.functionName));
  return [
    `\nSelf time by origin (of ${Math.round(total)} ms):`,
    ...origins.map(([origin, ms]) => `${share(ms)}  ${origin}`),
    `\nSelf time by function, top ${top}:`,
    ...functions.slice(0, top).map(([name, ms]) => `${share(ms)}  ${name}`),
  ].join('\n');
}
