import { z } from 'zod';
import { requireTool } from '../../shared/session/guards.server';
import { parseMemberCsv, type RowError } from './member-csv';
import {
  activeFieldsSchema,
  alumniFieldsSchema,
  FIELD_MESSAGES,
  memberFields,
} from '../../shared/members/member-fields';
import { type FieldErrors, fieldErrors } from '../../shared/forms/action-result';
import {
  chosenFile,
  readForm,
  readPicture,
  type RefusalStatus,
  refused,
  saved,
} from '../../shared/forms/action.server';
import { logger } from '../../shared/runtime/logger.server';
import type { PictureChange } from '../../shared/members/member-picture.server';
import { createMember, EMAIL_TAKEN, RECORD_GONE, type SaveResult, updateMember } from './member-admin.server';
import { CONVERSION, CONVERSION_REFUSED } from './messages';
import { convertToActive, convertToAlumni } from './member-conversion.server';
import { importRoster } from './member-roster.server';
import { changeTerm } from './member-terms.server';
import { rethrowDatabaseOutage } from '../../shared/db/database-outage';

/** The alert texts for each form. */
export const SAVE_MESSAGES = {
  'add-active': { ok: 'User added successfully', error: 'Error adding user' },
  'edit-active': { ok: 'User updated successfully', error: 'Error updating user' },
  'add-alumni': { ok: 'Alumni added successfully', error: 'Error adding alumni' },
  'edit-alumni': { ok: 'Alumni updated successfully', error: 'Error updating alumni' },
} as const;
/** What an import did, every row counted once: "Imported 1 new, 1 updated and 78 unchanged records." */
export const importedMessage = ({ added, updated, unchanged }: { added: number; updated: number; unchanged: number }) =>
  `Imported ${added} new, ${updated} updated and ${unchanged} unchanged records.`;
export const IMPORT_REFUSED = 'Nothing was imported. Fix the rows below and import the file again.';
const MAX_IMPORT_BYTES = 1024 * 1024;

type SaveIntent = keyof typeof SAVE_MESSAGES;
type ConvertIntent = keyof typeof CONVERSION;

const idSchema = z.coerce.number().int().positive();

/** Which of the page's forms was sent: each form's own fields are read by its handler. */
const formSchema = z.object({
  intent: z.enum(
    [
      'add-active',
      'edit-active',
      'add-alumni',
      'edit-alumni',
      'to-alumni',
      'to-active',
      'import',
      'assign-term',
      'end-term',
      'remove-term',
    ],
    { error: 'Unknown action.' },
  ),
});

export async function userManagementAction(request: Request) {
  const officer = await requireTool(request, 'user-management');
  const read = await readForm(request, formSchema, { takesFile: true });
  if (!read.ok) return read.refusal;
  const { data, form } = read.value;
  switch (data.intent) {
    case 'to-alumni':
    case 'to-active':
      return convert(officer.id, data.intent, form);
    case 'import':
      return importFile(officer.id, form);
    case 'assign-term':
    case 'end-term':
    case 'remove-term':
      return changeTerm(officer.id, data.intent, form);
    default:
      return save(officer.id, data.intent, form);
  }
}

/** Adds or updates a record: its fields are checked for its kind of record, then its picture, if one was chosen. */
async function save(actorId: number, intent: SaveIntent, form: FormData) {
  const messages = SAVE_MESSAGES[intent];
  // A bad LinkedIn address is the alert itself.
  const refuse = (errors: FieldErrors) =>
    refused(intent, errors.form === RECORD_GONE ? 404 : 400, errors.linkedinUrl ?? messages.error, { errors });
  const parsedId = intent.startsWith('edit') ? idSchema.safeParse(form.get('id')) : null;
  if (parsedId && !parsedId.success) return refuse({ form: RECORD_GONE });
  const id = parsedId?.data ?? null;
  const input = Object.fromEntries(form);

  /**
   * Reads the picture, then writes the record with it: a chosen file replaces the current picture, else the box
   * ticked to remove it removes it. The database checks the email and the big as it writes.
   */
  const store = async (write: (picture: PictureChange) => Promise<SaveResult>) => {
    const picture = await readPicture(form, 'picture', intent, undefined, { message: messages.error });
    if (!picture.ok) return picture.refusal;
    const removing = id !== null && form.has('removePicture');
    try {
      const result = await write(picture.value ?? (removing ? 'remove' : undefined));
      return result.ok ? saved(intent, messages.ok) : refuse(result.errors);
    } catch (error) {
      rethrowDatabaseOutage(error);
      logger.error({ err: error, intent }, 'saving a member failed');
      return refused(intent, 500, messages.error);
    }
  };

  if (intent.endsWith('active')) {
    const parsed = activeFieldsSchema().safeParse(input);
    if (!parsed.success) return refuse(fieldErrors(parsed.error));
    return store((picture) =>
      id === null
        ? createMember(actorId, 'active', parsed.data, picture)
        : updateMember(actorId, 'active', id, parsed.data, picture),
    );
  }
  const parsed = alumniFieldsSchema().safeParse(input);
  if (!parsed.success) return refuse(fieldErrors(parsed.error));
  return store((picture) =>
    id === null
      ? createMember(actorId, 'alumni', parsed.data, picture)
      : updateMember(actorId, 'alumni', id, parsed.data, picture),
  );
}

/**
 * Converts a record to the other list. An alumnus without an email takes one with the conversion (the confirmation
 * asks for it), since an active member signs in with it.
 */
async function convert(actorId: number, intent: ConvertIntent, form: FormData) {
  const refuse = (status: RefusalStatus, message: string, errors?: FieldErrors) =>
    refused(intent, status, message, errors ? { errors } : undefined);
  const id = idSchema.safeParse(form.get('id'));
  if (!id.success) return refuse(400, CONVERSION_REFUSED.gone);
  const email = memberFields().email.safeParse(form.get('email') ?? '');
  if (!email.success) return refuse(400, CONVERSION_REFUSED.fields, { email: fieldErrors(email.error).form });
  try {
    const result =
      intent === 'to-alumni'
        ? await convertToAlumni(actorId, id.data)
        : await convertToActive(actorId, id.data, email.data);
    if (result.ok) return saved(intent, CONVERSION[intent].saved(result));
    if (result.reason === 'gone') return refuse(404, CONVERSION_REFUSED.gone);
    const problem = result.reason === 'no-email' ? FIELD_MESSAGES.emailRequired : EMAIL_TAKEN;
    return refuse(400, CONVERSION_REFUSED.fields, { email: problem });
  } catch (error) {
    rethrowDatabaseOutage(error);
    logger.error({ err: error, intent }, 'converting a member failed');
    return refuse(500, CONVERSION_REFUSED.failed);
  }
}

/** A refused import lists the problems of the file beside the message, each with its row and column. */
async function importFile(actorId: number, form: FormData) {
  const refuse = (message: string, rowErrors: RowError[] = [], status: RefusalStatus = 400) =>
    refused('import', status, message, { extra: { rowErrors } });
  const file = chosenFile(form, 'file');
  if (!file) return refuse('Choose a CSV file to import.');
  if (file.size > MAX_IMPORT_BYTES) return refuse('The file is larger than 1 MB.');
  const parsed = parseMemberCsv(await file.text());
  // Rows that read well are still checked against the database, so every problem of the file comes back at once.
  if (parsed.rows.length === 0 && parsed.errors.length > 0) return refuse(IMPORT_REFUSED, parsed.errors);
  try {
    const result = await importRoster(actorId, parsed.rows, parsed.errors);
    if (!result.ok) return refuse(IMPORT_REFUSED, result.errors);
    return saved('import', importedMessage(result));
  } catch (error) {
    rethrowDatabaseOutage(error);
    logger.error({ err: error }, 'importing the roster failed');
    return refuse('The import failed and nothing was imported. Please try again.', [], 500);
  }
}
