import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/browser';
import { BUDGETS, PUBLIC_PAGES, withinBudget, type Metric } from './budgets';
import type { Section } from './report';

const RUNS = 3;
const ATTEMPTS = 6;

type Lhr = {
  runtimeError?: { message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkItem[] } }>;
};
type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

/** The budgeted figures of one Lighthouse run. */
export function figures(lhr: Lhr, origin: string): Record<Metric, number> {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const site = new URL(origin).host;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Infinity,
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    thirdParty: requests.filter((r) => /^https?:/.test(r.url) && new URL(r.url).host !== site).length,
  };
}

const format: Record<Metric, (value: number) => string> = {
  score: (v) => String(v),
  lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  cls: (v) => v.toFixed(3),
  tbtMs: (v) => `${Math.round(v)} ms`,
  jsBytes: (v) => `${(v / 1024).toFixed(1)} KB`,
  thirdParty: (v) => String(v),
};

/** Lighthouse, mobile preset, median of three runs per public page. */
export async function lighthouseSection(origin: string): Promise<Section> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  const metrics = Object.keys(BUDGETS) as Metric[];
  const rows: Section['rows'] = [];
  try {
    for (const page of PUBLIC_PAGES) {
      await fetch(`${origin}${page}`); // the first request after start-up warms caches; no visitor waits on that
      const runs: Lhr[] = [];
      // A run can fail on a busy machine (no paint recorded); it is repeated rather than counted.
      for (let attempt = 0; runs.length < RUNS && attempt < ATTEMPTS; attempt++) {
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        });
        const lhr = result?.lhr as unknown as Lhr | undefined;
        if (lhr && !lhr.runtimeError && lhr.audits['first-contentful-paint']?.numericValue) runs.push(lhr);
        else console.warn(`Lighthouse run on ${page} failed: ${lhr?.runtimeError?.message ?? 'no result'}`);
      }
      if (runs.length < RUNS) throw new Error(`Lighthouse could not complete ${RUNS} runs on ${page}`);
      const median = figures(computeMedianRun(runs as never) as unknown as Lhr, origin);
      rows.push({
        subject: page,
        cells: metrics.map((m) => ({ text: format[m](median[m]), ok: withinBudget(m, median[m]) })),
      });
    }
  } finally {
    chrome.kill();
  }
  const columns = metrics.map((m) => {
    const budget: { label: string; min?: number; max?: number } = BUDGETS[m];
    return `${budget.label} (${budget.min !== undefined ? '>=' : '<='} ${format[m](budget.min ?? budget.max ?? 0)})`;
  });
  return { title: `Lighthouse, mobile preset, median of ${RUNS} runs`, columns, rows };
}
