/**
 * What the forms that change terms send, checked before anything is read: a member and a position from a day, or a
 * term and its last day. Positions are the chapter's roles; days are YYYY-MM-DD in the chapter's time zone.
 */
import { z } from 'zod';
import { ROLES } from '../../config/chapter';
import { isDay } from '../../shared/time/calendar-days';

export const FIELD_MESSAGES = {
  member: 'Choose a member.',
  position: 'Choose one of the chapter roles.',
  day: 'Enter a date as YYYY-MM-DD, for example 2027-01-01.',
  firstDay: 'Choose the first day of the term: nothing is assumed, not even today.',
  term: 'Choose a term.',
} as const;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const day = z.string({ error: FIELD_MESSAGES.day }).trim().refine(isDay, FIELD_MESSAGES.day);

export const assignmentSchema = z.object({
  memberId: id(FIELD_MESSAGES.member),
  position: z.enum(ROLES, { error: FIELD_MESSAGES.position }),
  startsOn: z
    .string({ error: FIELD_MESSAGES.firstDay })
    .trim()
    .superRefine((value, ctx) => {
      if (!isDay(value))
        ctx.addIssue({ code: 'custom', message: value ? FIELD_MESSAGES.day : FIELD_MESSAGES.firstDay });
    }),
});

export const endTermSchema = z.object({ termId: id(FIELD_MESSAGES.term), lastDay: day });
