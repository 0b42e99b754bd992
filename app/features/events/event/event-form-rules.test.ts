import { describe, expect, it } from 'vitest';
import { eventFields, eventFormSchema, formValues } from './event-form-rules';
import { EVENT_MESSAGES } from '../messages';

const LA = 'America/Los_Angeles';
const typed = {
  name: ' Study Night ',
  category: 'professional',
  date: '2026-07-04',
  startTime: '19:00',
  endTime: '21:30',
  location: 'Learning Commons',
  points: '25',
  expected: 'on',
};
const problems = (fields: Record<string, unknown>) => {
  const parsed = eventFormSchema.safeParse({ ...typed, ...fields });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the event form', () => {
  it('reads the date and times in the chapter time zone, summer and winter alike', () => {
    const summer = eventFields(eventFormSchema.parse(typed), LA);
    expect(summer).toEqual({
      name: 'Study Night',
      category: 'professional',
      startsAt: new Date('2026-07-05T02:00:00Z'),
      endsAt: new Date('2026-07-05T04:30:00Z'),
      location: 'Learning Commons',
      points: 25,
      expected: true,
    });
    const winter = eventFields(eventFormSchema.parse({ ...typed, date: '2026-12-04' }), LA);
    expect(winter.startsAt).toEqual(new Date('2026-12-05T03:00:00Z'));
  });

  it('shows a stored event as it was typed', () => {
    const fields = eventFields(eventFormSchema.parse(typed), LA);
    expect(formValues(fields, LA)).toEqual({ ...typed, name: 'Study Night', expected: true, endsLater: false });
  });

  it('shows an event that ends on a later day as ending at 23:59 on its start day, and says it ends later', () => {
    const fields = { ...eventFields(eventFormSchema.parse(typed), LA), endsAt: new Date('2026-07-06T07:00:00Z') };
    expect(formValues(fields, LA)).toMatchObject({ date: '2026-07-04', endTime: '23:59', endsLater: true });
  });

  it('takes an unticked box as not expected', () => {
    const { expected: _omitted, ...unticked } = typed;
    expect(eventFormSchema.parse(unticked).expected).toBe(false);
  });

  it('refuses an end before the start on the end field', () => {
    expect(problems({ endTime: '18:59' })).toEqual({ endTime: EVENT_MESSAGES.endBeforeStart });
    expect(problems({ endTime: '19:00' })).toEqual({});
  });

  it('takes points as whole numbers from 0 to 1,000,000 only', () => {
    for (const points of ['0', '1000000', ' 7 ']) expect(problems({ points })).toEqual({});
    for (const points of ['-1', '1.5', '1e3', '2,5', '', 'abc', '1000001'])
      expect(problems({ points })).toEqual({ points: EVENT_MESSAGES.points });
  });

  it('refuses a day that does not exist and a time that is not one', () => {
    expect(problems({ date: '2026-02-29' })).toEqual({ date: EVENT_MESSAGES.date });
    expect(problems({ startTime: '24:00', endTime: '23:00' })).toEqual({ startTime: EVENT_MESSAGES.time });
  });
});
