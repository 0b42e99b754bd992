/** One table of measurements: a row per subject, a column per metric, each cell marked when it fails its budget. */
export type Cell = { text: string; ok: boolean };
export type Section = { title: string; columns: string[]; rows: { subject: string; cells: Cell[] }[] };

export function printSection(section: Section): boolean {
  const header = ['', ...section.columns];
  const body = section.rows.map((row) => [row.subject, ...row.cells.map((c) => (c.ok ? c.text : `${c.text} ✗`))]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((line) => (line[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${section.title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const cells of body) console.log(line(cells));
  return section.rows.every((row) => row.cells.every((c) => c.ok));
}
