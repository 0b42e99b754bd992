import { describe, expect, it } from 'vitest';
import { timelineDate, timelineHeading, timelineItemName } from './rush-timeline';

describe('rush timeline display', () => {
  it('marks invite-only events', () => {
    expect(timelineItemName({ name: 'Coffee Chats', date: null, inviteOnly: true })).toBe('Coffee Chats (invite only)');
    expect(timelineItemName({ name: 'Info Night', date: null, inviteOnly: false })).toBe('Info Night');
  });

  it('shows a date as the calendar day it names, whatever the server time zone', () => {
    expect(timelineDate('2027-01-07')).toBe('Thu, Jan 7');
    expect(timelineDate('2026-12-31')).toBe('Thu, Dec 31');
  });

  it('names the heading for the year rush starts', () => {
    expect(timelineHeading('2026-01-08T19:00')).toBe('Rush 2026 Timeline');
    expect(timelineHeading('2027-01-07T18:30')).toBe('Rush 2027 Timeline');
  });
});
