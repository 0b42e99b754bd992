import type { z } from 'zod';

/** Problems by field name, the first of each field, shown beside its input; `form` holds one about the whole form. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * What every form of the site answers, in the browser as on the server (see docs/features.md, "Forms").
 * - `intent` names which of a page's forms answered (a page may have several);
 * - `ok` says whether the change was made;
 * - `message` is the sentence shown to the person who sent it: a status when saved, the reason when refused; empty
 *   when a saved change shows itself on the page (new groups, a new column) and needs no sentence;
 * - `errors` marks each refused field in place.
 * A feature may add what its page needs beside these (for example the rows of a refused file).
 */
export interface ActionResult<Intent extends string = string> {
  intent: Intent;
  ok: boolean;
  message: string;
  errors?: FieldErrors;
}

/** The first message per field of a failed schema parse; issues without a path belong to the whole form. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The sentence shown for a refused form whose fields are marked: the only problem, or a pointer to the marks. */
export function refusalMessage(errors: FieldErrors): string {
  const messages = Object.values(errors).filter((m): m is string => typeof m === 'string');
  if (messages.length === 1) return messages[0] as string;
  return 'Nothing was saved: please correct the marked fields.';
}
