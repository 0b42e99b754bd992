/**
 * The Terms dialog's changes: assign a position from a day, end a term on a last day, remove a term not begun. Each
 * goes through officer terms, which checks it in one transaction with its audit row and words every answer.
 */
import { z } from 'zod';
import { answering, refused, saved } from '../../shared/forms/action.server';
import { fieldErrors } from '../../shared/forms/action-result';
import { assignmentSchema, endTermSchema } from '../officer-terms';
import { assignPosition, endTerm, removeTerm } from '../officer-terms/index.server';
import { TERMS_FORM } from './messages';

export type TermIntent = 'assign-term' | 'end-term' | 'remove-term';

const removalSchema = z.object({ termId: endTermSchema.shape.termId });

/**
 * Reads the intent's fields, then makes the change; a bad field is marked on the form with its message, and officer
 * terms' refusal is answered with its own words and status.
 */
export async function changeTerm(actorId: number, intent: TermIntent, form: FormData) {
  const input = Object.fromEntries(form);
  const invalid = (error: z.ZodError) => refused(intent, 400, TERMS_FORM.fix, { errors: fieldErrors(error) });
  const change = (work: () => Promise<{ message: string }>) =>
    answering(intent, TERMS_FORM.failed, async () => saved(intent, (await work()).message));
  if (intent === 'assign-term') {
    const parsed = assignmentSchema.safeParse(input);
    return parsed.success ? change(() => assignPosition(actorId, parsed.data)) : invalid(parsed.error);
  }
  if (intent === 'end-term') {
    const parsed = endTermSchema.safeParse(input);
    return parsed.success
      ? change(() => endTerm(actorId, parsed.data.termId, parsed.data.lastDay))
      : invalid(parsed.error);
  }
  const parsed = removalSchema.safeParse(input);
  return parsed.success ? change(() => removeTerm(actorId, parsed.data.termId)) : invalid(parsed.error);
}
