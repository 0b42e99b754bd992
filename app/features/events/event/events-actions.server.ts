import { z } from 'zod';
import { readForm, refused, saved, type RefusedAnswer } from '../../../shared/forms/action.server';
import { rethrowDatabaseOutage } from '../../../shared/db/database-outage';
import { logger } from '../../../shared/runtime/logger.server';
import { chapterDay } from '../../../shared/time/chapter-day';
import { adoptableCalendarEntries } from '../../dashboard/index.server';
import { eventFields, eventFormSchema } from './event-form-rules';
import { MAX_REASON } from './event-limits';
import { adoptOccurrence, createEvent, deleteEvent, EventNameError, updateEvent } from './events.server';
import { EVENT_MESSAGES } from '../messages';
import { RosterRefusal, saveRoster } from './roster.server';

/**
 * The events tool's changes, for an officer already allowed to make them (the routes call `requireTool` first).
 * Each reads its form through its schema, writes in one transaction with an audit row, and answers like every form.
 */

/** A refused name is shown under the name field, kept as typed. */
function nameRefused(intent: string, error: EventNameError) {
  return refused(intent, 400, error.message, { errors: { name: error.message } });
}

function failed(intent: string, error: unknown, message: string): RefusedAnswer {
  rethrowDatabaseOutage(error);
  if (error instanceof EventNameError) return nameRefused(intent, error);
  logger.error({ err: error, intent }, 'events change failed');
  return refused(intent, 500, message);
}

const intentOf = (intent: string) => z.object({ intent: z.literal(intent) });

/** Create: the event form. */
export async function createFromForm(request: Request, actorId: number) {
  const read = await readForm(request, intentOf('create').and(eventFormSchema));
  if (!read.ok) return read.refusal;
  const fields = eventFields(read.value.data);
  try {
    const eventId = await createEvent(actorId, fields);
    return saved('create', EVENT_MESSAGES.created(fields.name), { eventId });
  } catch (error) {
    return failed('create', error, EVENT_MESSAGES.saveFailed);
  }
}

/** Edit: the event form, prefilled. */
export async function updateFromForm(request: Request, actorId: number, eventId: number) {
  const read = await readForm(request, intentOf('update').and(eventFormSchema));
  if (!read.ok) return read.refusal;
  const fields = eventFields(read.value.data);
  try {
    const updated = await updateEvent(actorId, eventId, fields, new Date());
    if (updated === null) return refused('update', 404, EVENT_MESSAGES.notFound);
    const { name, checkInClosed } = updated;
    return saved('update', checkInClosed ? EVENT_MESSAGES.updatedCheckInClosed(name) : EVENT_MESSAGES.updated(name));
  } catch (error) {
    return failed('update', error, EVENT_MESSAGES.saveFailed);
  }
}

export async function deleteById(actorId: number, eventId: number) {
  try {
    const name = await deleteEvent(actorId, eventId);
    if (name === null) return refused('delete', 404, EVENT_MESSAGES.notFound);
    return saved('delete', EVENT_MESSAGES.deleted(name));
  } catch (error) {
    return failed('delete', error, EVENT_MESSAGES.deleteFailed);
  }
}

const adoptSchema = z.object({ intent: z.literal('adopt'), calendarId: z.string().min(1).max(1000) });

/**
 * Adopt: the occurrence is looked up on the calendar by its id (the page sends only the id, so what is stored is
 * what the calendar says), then added once.
 */
export async function adoptFromForm(request: Request, actorId: number) {
  const read = await readForm(request, adoptSchema, {
    fallbackIntent: 'adopt',
    invalidMessage: EVENT_MESSAGES.unknownAction,
  });
  if (!read.ok) return read.refusal;
  const { calendarId } = read.value.data;
  try {
    const entry = (await adoptableCalendarEntries()).find((e) => e.calendarId === calendarId);
    if (!entry) return refused('adopt', 404, EVENT_MESSAGES.calendarGone, { extra: { calendarId } });
    const outcome = await adoptOccurrence(actorId, entry, chapterDay(entry.startsAt));
    if (outcome.kind === 'already')
      return refused('adopt', 409, EVENT_MESSAGES.alreadyAdopted, { extra: { calendarId } });
    return saved('adopt', EVENT_MESSAGES.adopted(outcome.name), { calendarId, eventId: outcome.eventId });
  } catch (error) {
    return failed('adopt', error, EVENT_MESSAGES.saveFailed);
  }
}

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

export async function saveRosterFromForm(request: Request, actorId: number, eventId: number) {
  const read = await readForm(request, rosterSchema, { fallbackIntent: 'roster' });
  if (!read.ok) return read.refusal;
  const { changes } = read.value.data;
  if (changes.length === 0) return refused('roster', 400, EVENT_MESSAGES.rosterNoChanges);
  try {
    const counts = await saveRoster(actorId, eventId, changes);
    return saved('roster', EVENT_MESSAGES.rosterSaved(counts.attended, counts.excused, counts.absent));
  } catch (error) {
    if (error instanceof RosterRefusal) {
      if (error.kind === 'gone') return refused('roster', 404, EVENT_MESSAGES.notFound);
      if (error.kind === 'stale') return refused('roster', 409, EVENT_MESSAGES.rosterStale);
      const { names, othersMarked } = error.left;
      return refused('roster', 409, EVENT_MESSAGES.rosterNotMember(names, othersMarked), {
        extra: { membersLeft: true },
      });
    }
    return failed('roster', error, EVENT_MESSAGES.rosterFailed);
  }
}
