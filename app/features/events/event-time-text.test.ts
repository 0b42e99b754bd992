import { describe, expect, it } from 'vitest';
import { eventDateText, eventWhen } from './event-time-text';

describe('eventWhen', () => {
  it("writes the day and the times in the chapter time zone, on the chapter's 12-hour clock", () => {
    expect(eventWhen(new Date('2026-11-25T03:00:00Z'), new Date('2026-11-25T04:30:00Z'))).toBe(
      'Tue, Nov 24, 2026, 7:00 PM–8:30 PM',
    );
  });

  it('calls a midnight-to-midnight event all day, and names both days of one that ends on a later day', () => {
    expect(eventWhen(new Date('2026-12-12T08:00:00Z'), new Date('2026-12-13T08:00:00Z'))).toBe(
      'Sat, Dec 12, 2026, all day',
    );
    expect(eventWhen(new Date('2026-12-12T08:00:00Z'), new Date('2026-12-14T08:00:00Z'))).toBe(
      'Sat, Dec 12, 2026 – Sun, Dec 13, 2026, all day',
    );
    expect(eventWhen(new Date('2026-12-13T04:00:00Z'), new Date('2026-12-13T09:00:00Z'))).toBe(
      'Sat, Dec 12, 2026, 8:00 PM – Sun, Dec 13, 2026, 1:00 AM',
    );
  });

  it("writes an event's date as the attendance pages list it", () => {
    expect(eventDateText(new Date('2026-11-17T03:00:00Z'))).toBe('Mon, Nov 16, 2026');
  });
});
