import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format';

describe('dateTimeFormat', () => {
  it('gives the same formatter for the same locale and options, and formats as a new one would', () => {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', timeZone: 'America/Los_Angeles' };
    const first = dateTimeFormat('en-US', options);
    expect(dateTimeFormat('en-US', { ...options })).toBe(first);
    const instant = new Date('2027-01-01T07:59:00Z');
    expect(first.format(instant)).toBe(new Intl.DateTimeFormat('en-US', options).format(instant));
    expect(first.format(instant)).toBe('2026');
  });

  it('keeps formatters of other options or locales apart', () => {
    const instant = new Date('2026-03-08T12:00:00Z');
    expect(dateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(instant)).toBe('March');
    expect(dateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(instant)).toBe('Mar');
    expect(dateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(instant)).toBe('mars');
  });
});
