import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../../shared/time/calendar-days';
import {
  CHECK_IN_CODE_LENGTH,
  CHECK_IN_WINDOW_MS,
  checkInCode,
  codeMatches,
  LOOK_BACK_WINDOWS,
  normalizeCode,
  recentWindows,
  windowAt,
  windowEndsAt,
} from './check-in-code.server';

// The codes' key comes from the settings; without SESSION_SECRET, from a secret the process makes.
vi.stubEnv('SITE_MODE', 'test');
vi.stubEnv('SESSION_SECRET', '');
afterAll(() => vi.unstubAllEnvs());

const startedAt = new Date('2026-11-27T19:00:00Z');
const window = windowAt(new Date('2026-11-27T19:10:00Z'));

describe('check-in windows', () => {
  it('turns every 30 seconds, the screen told when the current one ends', () => {
    const turn = new Date(Math.ceil(Date.parse('2026-11-27T19:10:00Z') / CHECK_IN_WINDOW_MS) * CHECK_IN_WINDOW_MS);
    expect(CHECK_IN_WINDOW_MS).toBe(30_000);
    expect(windowAt(new Date(turn.getTime() - 1))).toBe(windowAt(turn) - 1);
    expect(windowAt(new Date(turn.getTime() + CHECK_IN_WINDOW_MS - 1))).toBe(windowAt(turn));
    expect(windowEndsAt(windowAt(turn))).toEqual(new Date(turn.getTime() + CHECK_IN_WINDOW_MS));
    expect(windowEndsAt(windowAt(turn) - 1)).toEqual(turn);
  });
});

describe('check-in codes', () => {
  it('are six capitals and digits a member cannot misread: no I, O, 0 or 1', () => {
    const codes = Array.from({ length: 50 }, (_, i) => checkInCode(7, startedAt, window + i));
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(CHECK_IN_CODE_LENGTH).toBe(6);
    // Fifty codes of 32 symbols each use most of the alphabet, digits included.
    expect(new Set(codes.join('')).size).toBeGreaterThan(25);
  });

  it('are the same for the same event, start and window, so the screen and the server agree', () => {
    expect(checkInCode(7, startedAt, window)).toBe(checkInCode(7, new Date(startedAt), window));
  });

  it('change with the window, the event, and each time check-in is started again', () => {
    const code = checkInCode(7, startedAt, window);
    expect(checkInCode(7, startedAt, window + 1)).not.toBe(code);
    expect(checkInCode(8, startedAt, window)).not.toBe(code);
    expect(checkInCode(7, new Date(startedAt.getTime() + 1000), window)).not.toBe(code);
  });

  it("match only that event's code of that window", () => {
    const code = checkInCode(7, startedAt, window);
    expect(codeMatches(code, 7, startedAt, window)).toBe(true);
    expect(codeMatches(code, 7, startedAt, window + 1)).toBe(false);
    expect(codeMatches(code, 8, startedAt, window)).toBe(false);
  });
});

describe('a typed code', () => {
  it('is read in capitals, without the spaces and dashes a member may type', () => {
    expect(normalizeCode('abc def')).toBe('ABCDEF');
    expect(normalizeCode(' AB-CD-EF ')).toBe('ABCDEF');
    expect(normalizeCode('x7k\t2m9')).toBe('X7K2M9');
  });

  it('cannot be a code with another length or a letter or digit codes never use', () => {
    expect(normalizeCode('ABCDE')).toBeNull();
    expect(normalizeCode('ABCDEFG')).toBeNull();
    expect(normalizeCode('')).toBeNull();
    for (const misread of ['ABCDE0', 'ABCDE1', 'ABCDEI', 'ABCDEO', 'ABCDE!']) expect(normalizeCode(misread)).toBeNull();
  });
});

describe('the key of the codes', () => {
  afterEach(() => vi.resetModules());
  const codeInAFreshProcess = async (secret: string) => {
    vi.resetModules();
    vi.stubEnv('SESSION_SECRET', secret);
    const fresh = await import('./check-in-code.server');
    return fresh.checkInCode(7, startedAt, window);
  };

  it("is SESSION_SECRET when set, so a restart keeps the screen's code", async () => {
    const secret = 'a'.repeat(64);
    const first = await codeInAFreshProcess(secret);
    expect(await codeInAFreshProcess(secret)).toBe(first);
    expect(await codeInAFreshProcess('b'.repeat(64))).not.toBe(first);
  });

  it("is the process's own secret otherwise: the same for every code it makes, new after a restart", async () => {
    vi.resetModules();
    vi.stubEnv('SESSION_SECRET', '');
    const fresh = await import('./check-in-code.server');
    expect(fresh.checkInSecret()).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh.checkInSecret()).toBe(fresh.checkInSecret());
    expect(await codeInAFreshProcess('')).not.toBe(fresh.checkInCode(7, startedAt, window));
  });
});

describe('recentWindows', () => {
  it('looks back a few windows however long check-in has been open, newest first', () => {
    const now = new Date('2026-11-27T19:00:00Z');
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
    const windows = recentWindows(weekAgo, windowAt(now));
    expect(windows).toHaveLength(LOOK_BACK_WINDOWS + 1);
    expect(windows[0]).toBe(windowAt(now));
    expect(windows.at(-1)).toBe(windowAt(now) - LOOK_BACK_WINDOWS);
  });

  it('never looks before check-in began', () => {
    const now = new Date('2026-11-27T19:00:00Z');
    const justNow = new Date(now.getTime() - 2 * CHECK_IN_WINDOW_MS);
    expect(recentWindows(justNow, windowAt(now))).toEqual([windowAt(now), windowAt(now) - 1, windowAt(now) - 2]);
    expect(recentWindows(now, windowAt(now) - 1)).toEqual([]);
  });
});
