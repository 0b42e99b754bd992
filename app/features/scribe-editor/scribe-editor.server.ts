import { data } from 'react-router';
import { z } from 'zod';
import type { ToolNotice } from '../../shared/layout/tool-message';
import { SCRIBE_MESSAGES } from './messages';
import { MAX_POINTS } from './points-sheet-rules';
import { readJsonBody } from '../../shared/forms/json-body.server';
import { logger } from '../../shared/runtime/logger.server';
import { addEvent, deleteEvent, resetScribeData, saveCells, StaleSheetError } from './points-sheet.server';
import { rethrowDatabaseOutage } from '../../shared/db/database-outage';

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
  z.object({ intent: z.literal('add-event'), name: z.string().trim().min(1).max(100) }),
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

const reply = (intent: Intent | 'unknown', notice: ToolNotice | null, status = 200) =>
  data({ intent, notice }, { status });
const error = (intent: Intent | 'unknown', text: string, status: number) =>
  reply(intent, { tone: 'error', text }, status);

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

/** Runs one scribe editor change for an officer already allowed to make it. */
export async function runScribeAction(request: Request, actorId: number) {
  const read = await readJsonBody(request, SCRIBE_BODY_MAX_BYTES);
  if (!read.ok) return error('unknown', read.message, read.status);
  const body = read.value;
  const parsed = scribeActionSchema.safeParse(body);
  if (!parsed.success) {
    const intent = (body as { intent?: unknown } | null)?.intent;
    return typeof intent === 'string' && Object.hasOwn(INVALID, intent)
      ? error(intent as Intent, INVALID[intent as Intent], 400)
      : error('unknown', SCRIBE_MESSAGES.unknownAction, 400);
  }
  const input = parsed.data;
  try {
    switch (input.intent) {
      case 'add-event':
        await addEvent(actorId, input.name);
        return reply(input.intent, null);
      case 'delete-event':
        if (!(await deleteEvent(actorId, input.eventId))) return error(input.intent, SCRIBE_MESSAGES.deleteFailed, 404);
        return reply(input.intent, null);
      case 'save':
        await saveCells(actorId, input.cells);
        return reply(input.intent, { tone: 'success', text: SCRIBE_MESSAGES.saved });
      case 'reset':
        await resetScribeData(actorId);
        return reply(input.intent, { tone: 'success', text: SCRIBE_MESSAGES.reset });
    }
  } catch (thrown) {
    rethrowDatabaseOutage(thrown);
    if (thrown instanceof StaleSheetError) return error(input.intent, SCRIBE_MESSAGES.conflict, 409);
    logger.error({ err: thrown, intent: input.intent }, 'scribe editor change failed');
    return error(input.intent, FAILED[input.intent], 500);
  }
}
