import type { z } from 'zod';

/** Problems by field name, the first of each field, shown beside its input; `form` holds one about the whole form. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * What every form of the site answers, in the browser as on the server (docs/features.md, "Forms"). `message` is
 * empty when a saved change shows itself on the page (new groups, a new column) and needs no sentence.
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
