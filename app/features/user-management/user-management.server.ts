import { z } from 'zod';
import { requireTool } from '../../shared/session/guards.server';
import { parseMemberCsv } from './member-csv';
import { activeFieldsSchema, alumniFieldsSchema, memberFields } from '../../shared/members/member-fields';
import { fieldErrors } from '../../shared/forms/action-result';
import { answering, chosenFile, readForm, readPicture, saved } from '../../shared/forms/action.server';
import { refuse } from '../../shared/forms/refusal';
import type { PictureChange } from '../../shared/members/member-picture.server';
import { createMember, refuseFields, type SaveIntent, updateMember } from './member-admin.server';
import { CONVERSION, CONVERSION_REFUSED, IMPORT, RECORD_GONE, SAVE_MESSAGES } from './messages';
import { convertToActive, convertToAlumni } from './member-conversion.server';
import { importRoster, refuseImport } from './member-roster.server';
import { changeTerm } from './member-terms.server';
import { now } from '../../shared/time/clock.server';

const MAX_IMPORT_BYTES = 1024 * 1024;

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
    case 'to-active': {
      const intent = data.intent;
      return answering(intent, CONVERSION_REFUSED.failed, () => convert(officer.id, intent, form));
    }
    case 'import':
      return answering('import', IMPORT.failed, () => importFile(officer.id, form));
    case 'assign-term':
    case 'end-term':
    case 'remove-term':
      return changeTerm(officer.id, data.intent, form);
    default:
      return save(officer.id, data.intent, form);
  }
}

/**
 * Adds or updates a record: its fields are checked for its kind of record, then its picture, if one was chosen. A
 * chosen file replaces the current picture, else the box ticked to remove it removes it.
 */
async function save(actorId: number, intent: SaveIntent, form: FormData) {
  const messages = SAVE_MESSAGES[intent];
  return answering(intent, messages.error, async () => {
    const parsedId = intent.startsWith('edit') ? idSchema.safeParse(form.get('id')) : null;
    if (parsedId && !parsedId.success) refuseFields(intent, { form: RECORD_GONE });
    const id = parsedId?.data ?? null;
    const input = Object.fromEntries(form);
    const active = intent.endsWith('active');
    const parsed = active ? activeFieldsSchema(now()).safeParse(input) : alumniFieldsSchema(now()).safeParse(input);
    if (!parsed.success) refuseFields(intent, fieldErrors(parsed.error));
    const picture = await readPicture(form, 'picture', intent, undefined, { message: messages.error });
    if (!picture.ok) return picture.refusal;
    const change: PictureChange = picture.value ?? (id !== null && form.has('removePicture') ? 'remove' : undefined);
    const kind = active ? 'active' : 'alumni';
    if (id === null) await createMember(actorId, kind, parsed.data, change);
    else await updateMember(actorId, kind, id, parsed.data, change);
    return saved(intent, messages.ok);
  });
}

/**
 * Converts a record to the other list. An alumnus without an email takes one with the conversion (the confirmation
 * asks for it), since an active member signs in with it.
 */
async function convert(actorId: number, intent: ConvertIntent, form: FormData) {
  const id = idSchema.safeParse(form.get('id'));
  if (!id.success) refuse(400, CONVERSION_REFUSED.gone);
  const email = memberFields(now()).email.safeParse(form.get('email') ?? '');
  if (!email.success) refuse(400, CONVERSION_REFUSED.fields, { errors: { email: fieldErrors(email.error).form } });
  const converted =
    intent === 'to-alumni'
      ? await convertToAlumni(actorId, id.data)
      : await convertToActive(actorId, id.data, email.data);
  return saved(intent, CONVERSION[intent].saved(converted));
}

/** Imports a CSV file; a refusal lists the problems of the file, each with its row and column. */
async function importFile(actorId: number, form: FormData) {
  const file = chosenFile(form, 'file');
  if (!file) refuseImport([], IMPORT.noFile);
  if (file.size > MAX_IMPORT_BYTES) refuseImport([], IMPORT.tooLarge);
  const parsed = parseMemberCsv(await file.text(), now());
  // Rows that read well are still checked against the database, so every problem of the file comes back at once.
  if (parsed.rows.length === 0 && parsed.errors.length > 0) refuseImport(parsed.errors);
  return saved('import', IMPORT.imported(await importRoster(actorId, parsed.rows, parsed.errors)));
}
