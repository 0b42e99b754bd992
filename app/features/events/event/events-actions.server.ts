import { z } from 'zod';
import { answering, refused, saved } from '../../../shared/forms/action.server';
import { refuse } from '../../../shared/forms/refusal';
import { now } from '../../../shared/time/clock.server';
import { chapterDay } from '../../../shared/time/chapter-day';
import { adoptableCalendarEntries } from '../../chapter-calendar/index.server';
import { eventFields, eventFormSchema } from './event-form-rules';
import { MAX_REASON } from './event-limits';
import { adoptOccurrence, createEvent, deleteEvent, updateEvent } from './events.server';
import { EVENT_MESSAGES } from '../messages';
import { saveRoster } from './roster.server';

/**
 * The events tool's changes, for an officer already allowed to make them (the routes call `requireTool` first). The
 * route reads its form once with the schema of its intents below; each change writes in one transaction with an
 * audit row and answers like every form.
 */

const eventForm = <I extends 'create' | 'update'>(intent: I) =>
  eventFormSchema.safeExtend({ intent: z.literal(intent) });

/** The adopt button's form: the page builds it, so any refusal means an outdated page. */
const adoptSchema = z.object({
  intent: z.literal('adopt'),
  calendarId: z
    .string({ error: EVENT_MESSAGES.unknownAction })
    .min(1, EVENT_MESSAGES.unknownAction)
    .max(1000, EVENT_MESSAGES.unknownAction),
});

const mark = z.object({
  status: z.enum(['attended', 'excused', 'absent']),
  reason: z.string().max(MAX_REASON, EVENT_MESSAGES.reasonTooLong),
});

/** The roster's changed rows arrive as JSON in one field: the page builds them, nothing is typed into it but reasons. */
const rosterSchema = z.object({
  intent: z.literal('roster'),
  changes: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: EVENT_MESSAGES.rosterInvalid });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(mark.extend({ memberId: z.number().int().positive(), was: mark }))
        .max(5000)
        .refine((rows) => new Set(rows.map((r) => r.memberId)).size === rows.length, EVENT_MESSAGES.rosterInvalid),
    ),
});

const unknownIntent = { error: EVENT_MESSAGES.unknownAction };

/** The forms of the events list: Create an event, and Add from the chapter calendar. */
export const listIntents = z.discriminatedUnion('intent', [eventForm('create'), adoptSchema], unknownIntent);

/** The forms of an event's page: Edit, Delete and Save roster. */
export const eventPageIntents = z.discriminatedUnion(
  'intent',
  [eventForm('update'), z.object({ intent: z.literal('delete') }), rosterSchema],
  unknownIntent,
);

type Form<S extends z.ZodType, I> = Extract<z.infer<S>, { intent: I }>;

export async function createFromForm(form: Form<typeof listIntents, 'create'>, actorId: number) {
  const fields = eventFields(form);
  return answering('create', EVENT_MESSAGES.saveFailed, async () => {
    const eventId = await createEvent(actorId, fields);
    return saved('create', EVENT_MESSAGES.created(fields.name), { eventId });
  });
}

export async function updateFromForm(form: Form<typeof eventPageIntents, 'update'>, actorId: number, eventId: number) {
  const fields = eventFields(form);
  return answering('update', EVENT_MESSAGES.saveFailed, async () => {
    const { name, checkInClosed } = await updateEvent(actorId, eventId, fields, now());
    return saved('update', checkInClosed ? EVENT_MESSAGES.updatedCheckInClosed(name) : EVENT_MESSAGES.updated(name));
  });
}

export async function deleteById(actorId: number, eventId: number) {
  return answering('delete', EVENT_MESSAGES.deleteFailed, async () => {
    const name = (await deleteEvent(actorId, eventId)) ?? refuse(404, EVENT_MESSAGES.notFound);
    return saved('delete', EVENT_MESSAGES.deleted(name));
  });
}

/**
 * Adopt: the occurrence is looked up on the calendar by its id (the page sends only the id, so what is stored is
 * what the calendar says), then added once.
 */
export async function adoptFromForm({ calendarId }: Form<typeof listIntents, 'adopt'>, actorId: number) {
  return answering('adopt', EVENT_MESSAGES.saveFailed, async () => {
    const entry = (await adoptableCalendarEntries()).find((e) => e.calendarId === calendarId);
    if (!entry) refuse(404, EVENT_MESSAGES.calendarGone, { extra: { calendarId } });
    const adopted = await adoptOccurrence(actorId, entry, chapterDay(entry.startsAt));
    return saved('adopt', EVENT_MESSAGES.adopted(adopted.name), { calendarId, eventId: adopted.eventId });
  });
}

export async function saveRosterFromForm(
  { changes }: Form<typeof eventPageIntents, 'roster'>,
  actorId: number,
  eventId: number,
) {
  if (changes.length === 0) return refused('roster', 400, EVENT_MESSAGES.rosterNoChanges);
  return answering('roster', EVENT_MESSAGES.rosterFailed, async () => {
    const counts = await saveRoster(actorId, eventId, changes);
    return saved('roster', EVENT_MESSAGES.rosterSaved(counts.attended, counts.excused, counts.absent));
  });
}
