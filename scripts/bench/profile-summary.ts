/** The parts of a V8 CPU profile (`node --cpu-prof`) a summary reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time in milliseconds per key, largest first. */
function tally(profile: CpuProfile, keyOf: (node: CpuProfile['nodes'][number]) => string): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const key = keyOf(node);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
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

/** The self time of the profile's busiest functions and packages, as text. */
export function summarizeProfile(profile: CpuProfile, top: number): string {
  const total = profile.timeDeltas.reduce((sum, d) => sum + d, 0) / 1000;
  const share = (ms: number) => `${((100 * ms) / total).toFixed(1).padStart(5)}%  ${Math.round(ms)} ms`;
  const functions = tally(
    profile,
    ({ callFrame: f }) =>
      `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.replace(/^.*node_modules\//, '')}:${f.lineNumber + 1}` : ''}`,
  );
  const origins = tally(profile, ({ callFrame: f }) => originOf(f.url, f.functionName));
  return [
    `\nSelf time by origin (of ${Math.round(total)} ms):`,
    ...origins.map(([origin, ms]) => `${share(ms)}  ${origin}`),
    `\nSelf time by function, top ${top}:`,
    ...functions.slice(0, top).map(([name, ms]) => `${share(ms)}  ${name}`),
  ].join('\n');
}
