import { describe, expect, it } from 'vitest';
import { timelineDetails, timelineHeading, timelineItemName } from './rush-timeline';

const item = { name: 'Info Night', date: null, time: null, place: null, inviteOnly: false };

describe('rush timeline display', () => {
  it('marks invite-only events', () => {
    expect(timelineItemName({ ...item, name: 'Coffee Chats', inviteOnly: true })).toBe('Coffee Chats (invite only)');
    expect(timelineItemName(item)).toBe('Info Night');
  });

  it("shows an event's day, time and place, the day as the calendar day it names", () => {
    const dated = { ...item, date: '2027-01-07', time: '19:00', place: 'Benson Center' };
    expect(timelineDetails(dated, 2027, 'before')).toBe('Thu, Jan 7 · 7:00 PM · Benson Center');
    expect(timelineDetails({ ...item, date: '2027-01-11' }, 2027, 'during')).toBe('Mon, Jan 11');
    expect(timelineDetails({ ...item, time: '09:30', place: 'SCDI 1308' }, 2027, 'during')).toBe('9:30 AM · SCDI 1308');
  });

  it("shows the year of a day that is not in the season's year", () => {
    expect(timelineDetails({ ...item, date: '2026-12-31' }, 2026, 'during')).toBe('Thu, Dec 31');
    expect(timelineDetails({ ...item, date: '2027-01-02' }, 2026, 'during')).toBe('Sat, Jan 2, 2027');
  });

  it('says a date is to be announced only before rush begins', () => {
    expect(timelineDetails(item, 2027, 'before')).toBe('date to be announced');
    expect(timelineDetails({ ...item, place: 'Benson Center' }, 2027, 'before')).toBe(
      'date to be announced · Benson Center',
    );
    expect(timelineDetails(item, 2027, 'during')).toBeNull();
    expect(timelineDetails({ ...item, place: 'Benson Center' }, 2027, 'during')).toBe('Benson Center');
  });

  it('names the heading for the year rush starts', () => {
    expect(timelineHeading('2026-01-08T19:00')).toBe('Rush 2026 Timeline');
    expect(timelineHeading('2027-01-07T18:30')).toBe('Rush 2027 Timeline');
  });
});
