import { describe, expect, it } from 'vitest';
import { judgeRun, type Run } from './load-budgets';

const run = (rps: number, p99: number, failed = '0'): Run => ({ rps, p50: p99 / 2, p99, failed });

describe('judgeRun', () => {
  it('holds a public page to a third of the static rate at any load, and to p99 100 ms at 50 connections', () => {
    expect(judgeRun('public', 50, run(1000, 100), 3000)).toEqual({ rps: true, p99: true, failed: true });
    expect(judgeRun('public', 50, run(999, 101), 3000)).toEqual({ rps: false, p99: false, failed: true });
    expect(judgeRun('public', 200, run(999, 900), 3000)).toEqual({ rps: false, p99: true, failed: true });
  });

  it('holds the signed-in dashboard to 300 req/s and p99 250 ms at 50 connections only', () => {
    expect(judgeRun('dashboard', 50, run(300, 250), 3000)).toEqual({ rps: true, p99: true, failed: true });
    expect(judgeRun('dashboard', 50, run(299, 251), 3000)).toEqual({ rps: false, p99: false, failed: true });
    expect(judgeRun('dashboard', 200, run(100, 2000), 3000)).toEqual({ rps: true, p99: true, failed: true });
  });

  it('counts any failed request against every subject, and sets no rate for the others', () => {
    expect(judgeRun('other', 50, run(5, 9000, '3×500'), 3000)).toEqual({ rps: true, p99: true, failed: false });
    expect(judgeRun('static', 200, run(10, 10), 3000).failed).toBe(true);
    expect(judgeRun('public', 50, run(2000, 10, '1 unanswered'), 3000).failed).toBe(false);
  });
});
