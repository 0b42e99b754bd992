import { data } from 'react-router';
import type { z } from 'zod';
import { PictureError, type ProcessedPicture, processPictureFile } from '../pictures/picture-upload.server';
import { PICTURE_TOO_LARGE } from '../pictures/pictures';
import { type ActionResult, type FieldErrors, fieldErrors, refusalMessage } from './action-result';
import { readFormBody } from './form-body.server';
import { Refusal, type RefusalStatus } from './refusal';
import { isDatabaseUnavailable } from '../db/database-outage';
import { logger } from '../runtime/logger.server';

/** The statuses a form answers besides 200 saved: see `RefusalStatus`. */
export type { RefusalStatus } from './refusal';

type Extra = Record<string, unknown>;

/** A change that was made, with the sentence that confirms it. */
export function saved<I extends string, E extends Extra = Extra>(intent: I, message: string, extra?: E) {
  return data({ intent, ok: true as const, message, ...extra } as ActionResult<I> & E, { status: 200 });
}

/** A change that was refused: why, the fields to mark, and the status that says what kind of refusal it is. */
export function refused<I extends string, E extends Extra = Extra>(
  intent: I,
  status: RefusalStatus,
  message: string,
  options: { errors?: FieldErrors; headers?: HeadersInit; extra?: E } = {},
) {
  const result = {
    intent,
    ok: false as const,
    message,
    ...(options.errors && { errors: options.errors }),
    ...options.extra,
  };
  return data(result as ActionResult<I> & E, { status, headers: options.headers });
}

export type RefusedAnswer = ReturnType<typeof refused>;
export type Read<T> = { ok: true; value: T } | { ok: false; refusal: RefusedAnswer };

/**
 * The one ending of every action (see docs/features.md, "Forms"): runs the change, answers a thrown `Refusal` as the
 * form's refusal, throws an unreachable database on to the site-wide 503, and logs anything else once and answers
 * 500 with `failure` (and `failureExtra`, what the page reads beside it, such as the site content's section).
 */
export async function answering<R>(
  intent: string,
  failure: string,
  work: () => Promise<R>,
  failureExtra?: Extra,
): Promise<R | RefusedAnswer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return refused(intent, error.status, error.message, error.details);
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, intent }, 'a change failed');
    return refused(intent, 500, failure, { extra: failureExtra });
  }
}

/** The intent of a refusal whose form could not be read or names none, unless the action gives its own. */
export const UNNAMED_INTENT = 'form';

interface ReadFormOptions {
  /** Whether the form carries a file (a picture, a CSV file): only such a form may be sent as multipart. */
  takesFile?: boolean;
  /** The intent of a refusal when the form could not be read, or has no `intent` field. */
  fallbackIntent?: string;
  /** Turns the form into what the schema reads; by default each field's single value. */
  input?: (form: FormData) => unknown;
  /**
   * One sentence for whatever the schema refuses, in place of its own messages: for forms the page builds itself,
   * where nothing was typed, so any refusal means an outdated page or another client sent it.
   */
  invalidMessage?: string;
  /** The picture field that a body past the picture's cap is marked on. */
  pictureField?: string;
}

/**
 * Reads the posted form under the caps of readFormBody (a file only where `takesFile`) and parses it with the feature's
 * schema. The intent of a refusal is the form's `intent` field, or `fallbackIntent` when there is none to read. A
 * form past the picture's cap is refused on `pictureField`, when given, as a picture too large to take is.
 */
export async function readForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: ReadFormOptions = {},
): Promise<Read<{ data: z.infer<S>; form: FormData }>> {
  const fallback = options.fallbackIntent ?? UNNAMED_INTENT;
  const body = await readFormBody(request, options.takesFile);
  if (!body.ok) {
    const field = options.pictureField;
    const errors = field !== undefined && body.message === PICTURE_TOO_LARGE ? { [field]: body.message } : undefined;
    return { ok: false, refusal: refused(fallback, body.status, body.message, { errors }) };
  }
  const intent = body.form.get('intent');
  const { invalidMessage } = options;
  const parsed = schema.safeParse(
    (options.input ?? Object.fromEntries)(body.form),
    invalidMessage === undefined ? undefined : { error: () => invalidMessage },
  );
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const message = invalidMessage ?? refusalMessage(errors);
    const refusal = refused(typeof intent === 'string' ? intent : fallback, 400, message, { errors });
    return { ok: false, refusal };
  }
  return { ok: true, value: { data: parsed.data, form: body.form } };
}

/** The file chosen in a picture field, or null when none was (browsers post an empty file then). */
export function chosenFile(form: FormData, field: string): File | null {
  const value = form.get(field);
  return typeof value === 'string' || value === null || value.size === 0 ? null : value;
}

/**
 * The picture chosen in `field`, checked by decoding and made ready to store; null when none was chosen. A picture
 * the server will not take is refused on its field: 400 for the file, 503 with Retry-After while others are processed.
 * The refusal says the picture's problem, unless `refusal` gives the form's own sentence, and carries its extras.
 */
export async function readPicture<P = ProcessedPicture>(
  form: FormData,
  field: string,
  intent: string,
  process: (file: File) => Promise<P> = processPictureFile as (file: File) => Promise<P>,
  refusal: { message?: string; extra?: Extra } = {},
): Promise<Read<P | null>> {
  const file = chosenFile(form, field);
  if (!file) return { ok: true, value: null };
  try {
    return { ok: true, value: await process(file) };
  } catch (error) {
    if (!(error instanceof PictureError)) throw error;
    const options = { errors: { [field]: error.message }, headers: error.details.headers, extra: refusal.extra };
    return { ok: false, refusal: refused(intent, error.status, refusal.message ?? error.message, options) };
  }
}
