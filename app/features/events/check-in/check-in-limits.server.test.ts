import { describe, expect, it } from 'vitest';
import { CHECK_IN_MESSAGES as M } from './check-in-messages';
import {
  ATTEMPTS_PER_EVENT,
  ATTEMPTS_PER_MEMBER,
  createCheckInLimits,
  eventKey,
  memberKey,
  WRONG_CODES_PER_MEMBER,
} from './check-in-limits.server';

describe('check-in limits', () => {
  it('holds a member back after 10 wrong codes until 10 minutes after the first, and no one else', () => {
    let now = 0;
    const limits = createCheckInLimits(() => now);
    for (let i = 0; i < WRONG_CODES_PER_MEMBER.max; i++) {
      expect(limits.wrongCodes.wait(memberKey(1))).toBeNull();
      limits.wrongCodes.hit(memberKey(1));
    }
    expect(limits.wrongCodes.wait(memberKey(1))).toBe(600);
    expect(limits.wrongCodes.wait(memberKey(2))).toBeNull();
    now = 9 * 60_000;
    expect(limits.wrongCodes.wait(memberKey(1))).toBe(60);
    now = 10 * 60_000;
    expect(limits.wrongCodes.wait(memberKey(1))).toBeNull();
  });

  it('lets an event take four times a 150-member chapter in one minute, then asks to wait', () => {
    let now = 0;
    const limits = createCheckInLimits(() => now);
    expect(ATTEMPTS_PER_EVENT.max).toBeGreaterThanOrEqual(4 * 150);
    for (let i = 0; i < ATTEMPTS_PER_EVENT.max; i++) expect(limits.perEvent.hit(eventKey(1))).toBeNull();
    expect(limits.perEvent.hit(eventKey(1))).toBe(60);
    expect(limits.perEvent.hit(eventKey(2))).toBeNull();
    now = 60_000;
    expect(limits.perEvent.hit(eventKey(1))).toBeNull();
  });

  it('lets a member try 20 times a minute, whatever the code', () => {
    let now = 0;
    const limits = createCheckInLimits(() => now);
    for (let i = 0; i < ATTEMPTS_PER_MEMBER.max; i++) expect(limits.perMember.hit(memberKey(1))).toBeNull();
    expect(limits.perMember.hit(memberKey(1))).toBe(60);
    now = 60_000;
    expect(limits.perMember.hit(memberKey(1))).toBeNull();
  });

  it('says the wait in whole minutes', () => {
    expect(M.tooManyWrong(600)).toBe('Too many wrong codes: try again in 10 minutes.');
    expect(M.tooManyWrong(30)).toBe('Too many wrong codes: try again in 1 minute.');
    expect(M.tooManyWrong(61)).toBe('Too many wrong codes: try again in 2 minutes.');
  });
});
