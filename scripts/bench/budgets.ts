/** The performance budgets of the public pages (README, "Run every test"). */
export const PUBLIC_PAGES = ['/', '/about-us', '/meet-the-brothers', '/alumni', '/rush'];

export const BUDGETS = {
  score: { label: 'score', min: 98 },
  lcpMs: { label: 'LCP', max: 1500 },
  cls: { label: 'CLS', max: 0 },
  tbtMs: { label: 'TBT', max: 100 },
  jsBytes: { label: 'JS (compressed)', max: 120 * 1024 },
  thirdParty: { label: '3rd-party', max: 0 },
} as const;

export type Metric = keyof typeof BUDGETS;

export function withinBudget(metric: Metric, value: number): boolean {
  const budget: { min?: number; max?: number } = BUDGETS[metric];
  if (budget.min !== undefined && value < budget.min) return false;
  if (budget.max !== undefined && value > budget.max) return false;
  return true;
}
