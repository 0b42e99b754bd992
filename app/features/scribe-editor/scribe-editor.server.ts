import { z } from 'zod';
import { SCRIBE_MESSAGES } from './messages';
import { MAX_POINTS } from './points-sheet-rules';
import { MAX_EVENT_NAME } from '../events';
import { createEventNamed, deleteEvent } from '../events/index.server';
import { readJsonBody } from '../../shared/forms/json-body.server';
import { answering, refused, saved, UNNAMED_INTENT } from '../../shared/forms/action.server';
import { refuse } from '../../shared/forms/refusal';
import { resetScribeData, saveCells } from './points-sheet.server';

const id = z.number().int().positive();

/** A save may hold at most this many cells: a whole sheet of 150 members by 60 events is 9,000. */
const MAX_SAVED_CELLS = 20_000;

/**
 * The largest body a change may be: a save of MAX_SAVED_CELLS cells with seven-digit ids and points is 1.4 MB of
 * JSON (a whole 150 by 60 sheet is 0.6 MB).
 */
const SCRIBE_BODY_MAX_BYTES = 2 * 1024 * 1024;
const points = z.number().int().min(0).max(MAX_POINTS);

/** Every scribe editor change arrives as JSON with an intent. */
export const scribeActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add-event'), name: z.string().trim().min(1).max(MAX_EVENT_NAME) }),
  z.object({ intent: z.literal('delete-event'), eventId: id }),
  z.object({
    intent: z.literal('save'),
    cells: z
      .array(z.object({ memberId: id, eventId: id, points, was: points }))
      .min(1)
      .max(MAX_SAVED_CELLS)
      .refine((cells) => new Set(cells.map((c) => `${c.memberId}:${c.eventId}`)).size === cells.length),
  }),
  z.object({ intent: z.literal('reset') }),
]);

type Intent = z.infer<typeof scribeActionSchema>['intent'];

const INVALID: Record<Intent, string> = {
  'add-event': SCRIBE_MESSAGES.invalidEventName,
  'delete-event': SCRIBE_MESSAGES.deleteFailed,
  save: SCRIBE_MESSAGES.invalidPoints,
  reset: SCRIBE_MESSAGES.resetFailed,
};

const FAILED: Record<Intent, string> = {
  'add-event': SCRIBE_MESSAGES.addFailed,
  'delete-event': SCRIBE_MESSAGES.deleteFailed,
  save: SCRIBE_MESSAGES.saveFailed,
  reset: SCRIBE_MESSAGES.resetFailed,
};

/** Why a body the schema refuses was refused: said for the change it names, or as an unknown action. */
function invalid(body: unknown) {
  const intent = (body as { intent?: unknown } | null)?.intent;
  if (typeof intent !== 'string') return refused(UNNAMED_INTENT, 400, SCRIBE_MESSAGES.unknownAction);
  const known = Object.hasOwn(INVALID, intent);
  return refused(intent, 400, known ? INVALID[intent as Intent] : SCRIBE_MESSAGES.unknownAction);
}

/**
 * Runs one scribe editor change for an officer already allowed to make it. Changes arrive as JSON (a save may hold
 * thousands of cells) and are answered like every form, each success saying what it did.
 */
export async function runScribeAction(request: Request, actorId: number) {
  const read = await readJsonBody(request, SCRIBE_BODY_MAX_BYTES);
  if (!read.ok) return refused(UNNAMED_INTENT, read.status, read.message);
  const parsed = scribeActionSchema.safeParse(read.value);
  if (!parsed.success) return invalid(read.value);
  const input = parsed.data;
  return answering(input.intent, FAILED[input.intent], async () => {
    switch (input.intent) {
      case 'add-event':
        await createEventNamed(actorId, input.name);
        return saved(input.intent, SCRIBE_MESSAGES.eventAdded(input.name));
      case 'delete-event': {
        const name = (await deleteEvent(actorId, input.eventId, 'scribe.delete-event')) ?? gone();
        return saved(input.intent, SCRIBE_MESSAGES.eventDeleted(name));
      }
      case 'save':
        await saveCells(actorId, input.cells);
        return saved(input.intent, SCRIBE_MESSAGES.saved);
      case 'reset':
        await resetScribeData(actorId);
        return saved(input.intent, SCRIBE_MESSAGES.reset);
    }
  });
}

const gone = () => refuse(404, SCRIBE_MESSAGES.deleteFailed);
