import { data } from 'react-router';
import { z } from 'zod';
import { requireTool } from '../../shared/session/guards.server';
import { parseMemberCsv, type RowError } from './member-csv';
import { activeFieldsSchema, alumniFieldsSchema } from '../../shared/members/member-fields';
import { type FieldErrors, fieldErrors } from '../../shared/forms/action-result';
import type { UserManagementResult } from './result';
import { readFormBody } from '../../shared/forms/form-body.server';
import { logger } from '../../shared/runtime/logger.server';
import { PictureError, processPictureFile, type ProcessedPicture } from '../../shared/pictures/picture-upload.server';
import { createMember, RECORD_GONE, type SaveResult, updateMember } from './member-admin.server';
import { convertToActive, convertToAlumni } from './member-conversion.server';
import { importRoster } from './member-roster.server';
import { rethrowDatabaseOutage } from '../../shared/db/database-outage';

/** The alert texts for each form. */
export const SAVE_MESSAGES = {
  'add-active': { ok: 'User added successfully', error: 'Error adding user' },
  'edit-active': { ok: 'User updated successfully', error: 'Error updating user' },
  'add-alumni': { ok: 'Alumni added successfully', error: 'Error adding alumni' },
  'edit-alumni': { ok: 'Alumni updated successfully', error: 'Error updating alumni' },
} as const;
export const CONVERT_ERRORS = {
  'to-alumni': 'Error converting user to alumni',
  'to-active': 'Error converting alumni to user',
} as const;
export const IMPORT_REFUSED = 'Nothing was imported. Fix the rows below and import the file again.';
const MAX_IMPORT_BYTES = 1024 * 1024;

const idSchema = z.coerce.number().int().positive();
const intentSchema = z.enum([
  'add-active',
  'edit-active',
  'add-alumni',
  'edit-alumni',
  'to-alumni',
  'to-active',
  'import',
]);

export async function userManagementAction(request: Request) {
  const officer = await requireTool(request, 'user-management');
  const body = await readFormBody(request);
  if (!body.ok) return data({ intent: 'save', ok: false, message: body.message } as const, { status: body.status });
  const { form } = body;
  const intent = intentSchema.safeParse(form.get('intent'));
  if (!intent.success) return data({ intent: 'save', ok: false, message: 'Unknown action.' } as const, { status: 400 });
  switch (intent.data) {
    case 'to-alumni':
    case 'to-active':
      return convert(officer.id, intent.data, form);
    case 'import':
      return importFile(officer.id, form);
    default:
      return save(officer.id, intent.data, form);
  }
}

async function save(actorId: number, intent: keyof typeof SAVE_MESSAGES, form: FormData) {
  const messages = SAVE_MESSAGES[intent];
  const id = intent.startsWith('edit') ? idSchema.safeParse(form.get('id')) : null;
  try {
    const result =
      id && !id.success
        ? { ok: false as const, errors: { form: RECORD_GONE } }
        : await write(actorId, intent, id?.data ?? null, form);
    if (result.ok) return data<UserManagementResult>({ intent: 'save', ok: true, message: messages.ok });
    const { errors } = result;
    return data<UserManagementResult>(
      // A bad LinkedIn address is the alert itself.
      { intent: 'save', ok: false, message: errors.linkedinUrl ?? messages.error, errors },
      { status: errors.form === RECORD_GONE ? 404 : 400 },
    );
  } catch (error) {
    if (error instanceof PictureError) {
      const { status, headers } = error;
      const errors = { picture: error.message };
      return data<UserManagementResult>(
        { intent: 'save', ok: false, message: messages.error, errors },
        { status, headers },
      );
    }
    rethrowDatabaseOutage(error);
    logger.error({ err: error, intent }, 'saving a member failed');
    return data<UserManagementResult>({ intent: 'save', ok: false, message: messages.error }, { status: 500 });
  }
}

/** Validates the form for its kind of record and its picture, if one was chosen, then adds or updates it. */
async function write(
  actorId: number,
  intent: keyof typeof SAVE_MESSAGES,
  id: number | null,
  form: FormData,
): Promise<SaveResult> {
  const input = Object.fromEntries(form);
  const picture = await readPicture(form.get('picture'));
  const refuse = (errors: FieldErrors): SaveResult => ({ ok: false, errors: { ...errors, ...picture.errors } });
  if (intent.endsWith('active')) {
    const parsed = activeFieldsSchema().safeParse(input);
    if (!parsed.success) return refuse(fieldErrors(parsed.error));
    if (!picture.ok) return refuse({});
    return id === null
      ? createMember(actorId, 'active', parsed.data, picture.value ?? undefined)
      : updateMember(actorId, 'active', id, parsed.data, picture.value ?? undefined);
  }
  const parsed = alumniFieldsSchema().safeParse(input);
  if (!parsed.success) return refuse(fieldErrors(parsed.error));
  if (!picture.ok) return refuse({});
  return id === null
    ? createMember(actorId, 'alumni', parsed.data, picture.value ?? undefined)
    : updateMember(actorId, 'alumni', id, parsed.data, picture.value ?? undefined);
}

/**
 * The chosen picture, validated and re-encoded; no file (or an empty one from an untouched input) means none. A busy
 * server is thrown, not returned: it is no fault in the form, so nothing else is checked and `save` answers 503.
 */
async function readPicture(
  entry: FormDataEntryValue | null,
): Promise<{ ok: true; value: ProcessedPicture | null; errors?: undefined } | { ok: false; errors: FieldErrors }> {
  if (!(entry instanceof File) || (entry.size === 0 && entry.name === '')) return { ok: true, value: null };
  try {
    return { ok: true, value: await processPictureFile(entry) };
  } catch (error) {
    if (error instanceof PictureError && error.status === 400) return { ok: false, errors: { picture: error.message } };
    throw error;
  }
}

async function convert(actorId: number, intent: keyof typeof CONVERT_ERRORS, form: FormData) {
  const refuse = (status: number) =>
    data<UserManagementResult>({ intent: 'convert', ok: false, message: CONVERT_ERRORS[intent] }, { status });
  const id = idSchema.safeParse(form.get('id'));
  if (!id.success) return refuse(400);
  try {
    const result =
      intent === 'to-alumni' ? await convertToAlumni(actorId, id.data) : await convertToActive(actorId, id.data);
    if (!result.ok) return refuse(404);
    const name = `${result.firstName} ${result.lastName}`;
    const message =
      intent === 'to-alumni' ? `${name} was converted to alumni.` : `${name} was converted back to an active user.`;
    return data<UserManagementResult>({ intent: 'convert', ok: true, message });
  } catch (error) {
    rethrowDatabaseOutage(error);
    logger.error({ err: error, intent }, 'converting a member failed');
    return refuse(500);
  }
}

async function importFile(actorId: number, form: FormData) {
  const refuse = (message: string, rowErrors: RowError[] = [], status = 400) =>
    data<UserManagementResult>({ intent: 'import', ok: false, message, rowErrors }, { status });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return refuse('Choose a CSV file to import.');
  if (file.size > MAX_IMPORT_BYTES) return refuse('The file is larger than 1 MB.');
  const parsed = parseMemberCsv(await file.text());
  if (parsed.errors.length > 0) return refuse(IMPORT_REFUSED, parsed.errors);
  try {
    const result = await importRoster(actorId, parsed.rows);
    if (!result.ok) return refuse(IMPORT_REFUSED, result.errors);
    return data<UserManagementResult>({
      intent: 'import',
      ok: true,
      message: `Imported ${result.added} new and ${result.updated} updated records.`,
    });
  } catch (error) {
    rethrowDatabaseOutage(error);
    logger.error({ err: error }, 'importing the roster failed');
    return refuse('The import failed and nothing was imported. Please try again.', [], 500);
  }
}
