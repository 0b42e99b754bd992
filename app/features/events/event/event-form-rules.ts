import { z } from 'zod';
import { chapter, EVENT_CATEGORIES, type EventCategory } from '../../../config/chapter';
import { dateInZone, zonedTimeToInstant } from '../../../shared/time/time-zone';
import { MAX_EVENT_POINTS, MAX_LOCATION } from './event-limits';
import { EVENT_MESSAGES } from '../messages';
import { dateTimeFormat } from '../../../shared/time/date-time-format';
import { isDay } from '../../../shared/time/calendar-days';

/**
 * The event form: what is typed (a date and two wall-clock times in the chapter's time zone) and what it becomes
 * (two instants). One schema for the server's check and the tests; the form keeps what was typed when refused.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const time = z.string({ error: EVENT_MESSAGES.time }).trim().regex(TIME, EVENT_MESSAGES.time);

/** The fields of the event form; the name's rule (`eventNameProblem`) needs the other events and is checked apart. */
export const eventFormSchema = z
  .object({
    name: z.string({ error: EVENT_MESSAGES.eventNameMissing }),
    category: z.enum(EVENT_CATEGORIES, { error: EVENT_MESSAGES.category }),
    date: z.string({ error: EVENT_MESSAGES.date }).trim().refine(isDay, EVENT_MESSAGES.date),
    startTime: time,
    endTime: time,
    location: z.string().trim().max(MAX_LOCATION, EVENT_MESSAGES.locationTooLong).default(''),
    points: z
      .string({ error: EVENT_MESSAGES.points })
      .trim()
      .regex(/^\d{1,7}$/, EVENT_MESSAGES.points)
      .transform(Number)
      .refine((n) => n <= MAX_EVENT_POINTS, EVENT_MESSAGES.points),
    // A checkbox posts "on" when ticked and nothing when not.
    expected: z
      .literal('on')
      .optional()
      .transform((v) => v === 'on'),
  })
  // Compared only when both are times: a refused start time is not also called later than the end.
  .refine((form) => !TIME.test(form.startTime) || !TIME.test(form.endTime) || form.endTime >= form.startTime, {
    path: ['endTime'],
    message: EVENT_MESSAGES.endBeforeStart,
  });

export type EventForm = z.infer<typeof eventFormSchema>;

/** An event as stored: its name trimmed, its times as instants. */
export interface EventFields {
  name: string;
  category: EventCategory;
  startsAt: Date;
  endsAt: Date;
  location: string;
  points: number;
  expected: boolean;
}

/** What a checked form stores: the wall-clock times are read in the chapter's time zone. */
export function eventFields(form: EventForm, timeZone: string = chapter.timeZone): EventFields {
  return {
    name: form.name.trim(),
    category: form.category,
    startsAt: zonedTimeToInstant(`${form.date}T${form.startTime}`, timeZone),
    endsAt: zonedTimeToInstant(`${form.date}T${form.endTime}`, timeZone),
    location: form.location,
    points: form.points,
    expected: form.expected,
  };
}

/** The wall-clock time (HH:mm) of an instant in a time zone. */
export function timeInZone(instant: Date, timeZone: string = chapter.timeZone): string {
  return dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/**
 * A stored event as the form shows it to edit: its date and times in the chapter's time zone. The form has one date,
 * so an event that ends on a later day (adopted from the calendar) shows its end as the end of its start day, and
 * `endsLater` says so, for the form to tell the officer before a save moves the end.
 */
export function formValues(event: EventFields, timeZone: string = chapter.timeZone) {
  const endsLater = dateInZone(event.endsAt, timeZone) !== dateInZone(event.startsAt, timeZone);
  return {
    name: event.name,
    category: event.category,
    date: dateInZone(event.startsAt, timeZone),
    startTime: timeInZone(event.startsAt, timeZone),
    endTime: endsLater ? '23:59' : timeInZone(event.endsAt, timeZone),
    location: event.location,
    points: String(event.points),
    expected: event.expected,
    endsLater,
  };
}
