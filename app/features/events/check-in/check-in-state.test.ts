import { describe, expect, it } from 'vitest';
import {
  checkInOpensFrom,
  checkInState,
  closesByItselfAt,
  LONGEST_GRACE_MINUTES,
  LONGEST_GRACE_MS,
  START_LEAD_MS,
  type CheckInTimes,
} from './check-in-state';

const at = (iso: string) => new Date(iso);

describe('check-in state', () => {
  it('closes by itself at the end plus the grace minutes', () => {
    expect(closesByItselfAt('2026-11-26T05:00:00.000Z', 15).toISOString()).toBe('2026-11-26T05:15:00.000Z');
    expect(closesByItselfAt('2026-11-26T05:00:00.000Z', 0).toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(closesByItselfAt(at('2026-11-26T05:00:00.000Z'), 90).toISOString()).toBe('2026-11-26T06:30:00.000Z');
  });

  it('may be started from an hour before the event begins', () => {
    expect(START_LEAD_MS).toBe(60 * 60_000);
    expect(checkInOpensFrom(new Date('2026-11-26T03:00:00.000Z')).toISOString()).toBe('2026-11-26T02:00:00.000Z');
  });

  it('takes a grace of at most a day', () => {
    expect(LONGEST_GRACE_MINUTES).toBe(24 * 60);
    expect(LONGEST_GRACE_MS).toBe(24 * 60 * 60_000);
  });
});

describe('whether check-in is open', () => {
  // A meeting ending at 21:00 UTC with 15 minutes' grace, started by the Scribe at 19:00.
  const meeting: CheckInTimes = {
    endsAt: at('2026-11-26T21:00:00Z'),
    checkInStartedAt: at('2026-11-26T19:00:00Z'),
    checkInClosedAt: null,
    checkInGraceMinutes: 15,
  };

  it('is not started until an officer starts it, whatever the time', () => {
    const unstarted = { ...meeting, checkInStartedAt: null };
    expect(checkInState(unstarted, at('2026-11-26T20:00:00Z'))).toEqual({ state: 'not-started' });
    expect(checkInState(unstarted, at('2026-11-27T20:00:00Z'))).toEqual({ state: 'not-started' });
  });

  it('is open once started, saying when it closes by itself: the end plus the grace', () => {
    expect(checkInState(meeting, at('2026-11-26T19:00:00Z'))).toEqual({
      state: 'open',
      closesAt: at('2026-11-26T21:15:00Z'),
    });
    expect(checkInState(meeting, at('2026-11-26T21:14:59.999Z'))).toEqual({
      state: 'open',
      closesAt: at('2026-11-26T21:15:00Z'),
    });
  });

  it('is closed from the end plus the grace on, saying when it closed', () => {
    expect(checkInState(meeting, at('2026-11-26T21:15:00Z'))).toEqual({
      state: 'closed',
      closedAt: at('2026-11-26T21:15:00Z'),
    });
    expect(checkInState({ ...meeting, checkInGraceMinutes: 0 }, at('2026-11-26T21:00:00Z'))).toEqual({
      state: 'closed',
      closedAt: at('2026-11-26T21:00:00Z'),
    });
  });

  it('closes when the officer closes it, before the end', () => {
    const closedEarly = { ...meeting, checkInClosedAt: at('2026-11-26T20:30:00Z') };
    expect(checkInState(closedEarly, at('2026-11-26T20:29:59Z'))).toEqual({
      state: 'open',
      closesAt: at('2026-11-26T20:30:00Z'),
    });
    expect(checkInState(closedEarly, at('2026-11-26T20:30:00Z'))).toEqual({
      state: 'closed',
      closedAt: at('2026-11-26T20:30:00Z'),
    });
  });

  it('reads as closed at the end plus the grace even when the close was recorded later', () => {
    const closedLate = { ...meeting, checkInClosedAt: at('2026-11-27T09:00:00Z') };
    expect(checkInState(closedLate, at('2026-11-27T10:00:00Z'))).toEqual({
      state: 'closed',
      closedAt: at('2026-11-26T21:15:00Z'),
    });
  });
});
