import { type CsvCell, parseCsv, unescapeCell } from '../../shared/text/csv';
import { fieldErrors } from '../../shared/forms/action-result';
import {
  ACTIVE_FIELDS,
  type ActiveFields,
  ALUMNI_FIELDS,
  type AlumniFields,
  FIELD_MESSAGES,
  memberFields,
  officerFieldsSchema,
} from '../../shared/members/member-fields';
import { type BigRef, formatBig, parseBig } from './big-reference';

/**
 * The roster as CSV, actives and alumni alike (the columns and rules: this folder's README). No picture and no
 * position: a role is a term covering today, which a file cannot set.
 */
export const MEMBER_CSV_COLUMNS = [
  'id',
  'status',
  'email',
  'first_name',
  'last_name',
  'class',
  'graduation_year',
  'family',
  'major',
  'big',
  'big_id',
  'linkedin_url',
  'dropped',
  'founding_member',
] as const;
type Column = (typeof MEMBER_CSV_COLUMNS)[number];

const REQUIRED_COLUMNS: readonly Column[] = ['status', 'first_name', 'last_name'];
export const MAX_IMPORT_ROWS = 2000;

const FIELD_OF: Record<string, Column> = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  class: 'class',
  graduationYear: 'graduation_year',
  family: 'family',
  major: 'major',
  bigId: 'big_id',
  linkedinUrl: 'linkedin_url',
  dropped: 'dropped',
  foundingMember: 'founding_member',
};

export interface CsvMemberRecord {
  id: number;
  status: 'active' | 'alumni';
  email: string | null;
  firstName: string;
  lastName: string;
  class: string | null;
  graduationYear: number | null;
  family: string | null;
  major: string | null;
  bigId: number | null;
  linkedinUrl: string | null;
  dropped: boolean;
  foundingMember: boolean;
}

/** The export: a header row, then one row per record in the order given, each big named from the same records. */
export function formatMemberCsv(records: readonly CsvMemberRecord[]): (readonly CsvCell[])[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  return [
    MEMBER_CSV_COLUMNS,
    ...records.map((r) => [
      r.id,
      r.status,
      r.email,
      r.firstName,
      r.lastName,
      r.class,
      r.graduationYear,
      r.family,
      r.major,
      formatBig(r.bigId === null ? undefined : byId.get(r.bigId)),
      r.bigId,
      r.linkedinUrl,
      r.dropped,
      r.foundingMember,
    ]),
  ];
}

/** A problem with the file (row 1 is the header) and, where known, the column. */
export interface RowError {
  row: number;
  column?: string;
  message: string;
}

/** Names are always there; any other field is there only when the file has its column, so an update leaves
 * the columns a file does not mention as they were. */
type Present<T extends { firstName: string; lastName: string }> = Pick<T, 'firstName' | 'lastName'> & Partial<T>;

/**
 * A row as read from the file; `big` is the big its `big` cell names (null when empty). A row with problems of its
 * own is `checkOnly`: checked against the database too, so every problem comes back at once, and never written.
 */
export type ImportRow = { row: number; id: number | null; big?: BigRef | null; checkOnly?: true } & (
  | { status: 'active'; fields: Present<ActiveFields & { foundingMember: boolean }> }
  | { status: 'alumni'; fields: Present<AlumniFields> }
);

/**
 * The checks of a row by its status: the fields of the app's forms, and an active's founding member flag (kept
 * from their alumni years when converted back). An active's email is checked apart, since an update from a file
 * without an email column keeps the email it has.
 */
const ROW_FIELDS = { active: [...ACTIVE_FIELDS, 'foundingMember'] as const, alumni: ALUMNI_FIELDS };
const rowSchemas = (now: Date) => ({
  active: officerFieldsSchema(ROW_FIELDS.active, now),
  alumni: officerFieldsSchema(ROW_FIELDS.alumni, now),
  each: memberFields(now),
});

/**
 * Every row of an import checked on its own and against the other rows: every problem of the file at once, and the
 * rows that passed, for the checks against the database. A file whose header cannot be read has no rows.
 */
export function parseMemberCsv(text: string, now = new Date()): { rows: ImportRow[]; errors: RowError[] } {
  let records: string[][];
  try {
    records = parseCsv(text).map((record) => record.map(unescapeCell));
  } catch (error) {
    return { rows: [], errors: [{ row: 0, message: (error as Error).message }] };
  }
  const [header, ...body] = records;
  const headerErrors = checkHeader(header ?? []);
  // Without its required columns no row can be read; an unknown or repeated column still lets every row be checked.
  if (headerErrors.some((e) => e.fatal)) return { rows: [], errors: headerErrors.map(({ fatal: _f, ...e }) => e) };
  if (body.length === 0) return { rows: [], errors: [{ row: 0, message: 'The file has no rows to import.' }] };
  if (body.length > MAX_IMPORT_ROWS)
    return { rows: [], errors: [{ row: 0, message: `Import at most ${MAX_IMPORT_ROWS} rows at a time.` }] };

  const columns = (header as string[]).map((name) => name.trim().toLowerCase());
  const schemas = rowSchemas(now);
  const rows: ImportRow[] = [];
  const errors: RowError[] = [...headerErrors];
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.length !== columns.length) {
      errors.push({ row, message: `Expected ${columns.length} fields, found ${cells.length}.` });
      return;
    }
    // The first of a repeated column counts; the header's own error says so.
    const values: Record<string, string> = {};
    columns.forEach((name, i) => (values[name] ??= cells[i] as string));
    const parsed = parseRow(row, values, schemas);
    errors.push(...parsed.errors);
    if (parsed.value) rows.push(parsed.value);
  });
  errors.push(...crossRowErrors(rows));
  return { rows, errors: sortRowErrors(errors) };
}

/** Problems by row, and within a row by column in the file's order; the file's own problems first. */
export function sortRowErrors(errors: readonly RowError[]): RowError[] {
  return errors.toSorted((a, b) => a.row - b.row || columnIndex(a) - columnIndex(b));
}

/** Files exported before positions became officer terms have a role column, which an import cannot apply. */
export const ROLE_COLUMN =
  'The column "role" is not imported: positions are officer terms, assigned from a date under Terms in the ' +
  'member list. Delete the column and import the file again.';

function checkHeader(header: string[]): (RowError & { fatal?: true })[] {
  // Each known column at most once, so a longer header is refused whole rather than reported column by column.
  if (header.length > MEMBER_CSV_COLUMNS.length) {
    const message = `The header has ${header.length} columns; a member file has at most ${MEMBER_CSV_COLUMNS.length}. Start from an exported file.`;
    return [{ row: 1, message, fatal: true }];
  }
  const names = header.map((name) => name.trim().toLowerCase());
  const errors: (RowError & { fatal?: true })[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (name === 'role') errors.push({ row: 1, message: ROLE_COLUMN });
    else if (!MEMBER_CSV_COLUMNS.includes(name as Column))
      errors.push({ row: 1, message: `Unknown column "${name}".` });
    else if (seen.has(name)) errors.push({ row: 1, message: `Column "${name}" appears twice.` });
    seen.add(name);
  }
  for (const name of REQUIRED_COLUMNS)
    if (!seen.has(name)) errors.push({ row: 1, message: `Missing column "${name}".`, fatal: true });
  return [...new Map(errors.map((e) => [e.message, e])).values()];
}

function parseRow(
  row: number,
  values: Record<string, string>,
  schemas: ReturnType<typeof rowSchemas>,
): { value?: ImportRow; errors: RowError[] } {
  const errors: RowError[] = [];
  const idText = values.id?.trim() ?? '';
  const id = /^\d+$/.test(idText) && Number(idText) > 0 ? Number(idText) : null;
  if (idText !== '' && id === null) errors.push({ row, column: 'id', message: 'The id must be a positive number.' });
  const status = values.status?.trim().toLowerCase();
  if (status !== 'active' && status !== 'alumni') {
    errors.push({ row, column: 'status', message: 'Status must be active or alumni.' });
    return { errors };
  }
  const input = Object.fromEntries(Object.entries(FIELD_OF).map(([field, column]) => [field, values[column]]));
  const result = schemas[status].safeParse(input);
  if (!result.success)
    for (const [field, message] of Object.entries(fieldErrors(result.error)))
      errors.push({ row, column: FIELD_OF[field], message: message as string });
  // A new active needs an email; an update keeps the one it has when the file has no email column.
  if (status === 'active' && !values.email?.trim() && ('email' in values || id === null))
    errors.push({ row, column: 'email', message: FIELD_MESSAGES.emailRequired });
  if (status === 'active' && isTrue(values.dropped))
    errors.push({ row, column: 'dropped', message: 'Only alumni can be dropped.' });
  const parsedBig = 'big' in values ? parseBig(values.big as string) : undefined;
  if (parsedBig && 'error' in parsedBig) errors.push({ row, column: 'big', message: parsedBig.error });
  const big = parsedBig && 'error' in parsedBig ? undefined : parsedBig;
  // The fields the file has: all of them when the row is good, else each one that reads well on its own.
  const present = ROW_FIELDS[status].filter((field) => (FIELD_OF[field] ?? field) in values);
  const read = present.flatMap((field) => {
    const value = result.success
      ? { success: true, data: (result.data as Record<string, unknown>)[field] }
      : schemas.each[field].safeParse(input[field]);
    return value.success ? [[field, value.data] as const] : [];
  });
  const value = { row, id, status, fields: Object.fromEntries(read), ...(big === undefined ? {} : { big }) };
  return { value: (errors.length > 0 ? { ...value, checkOnly: true } : value) as ImportRow, errors };
}

const columnIndex = (error: RowError) =>
  error.column ? MEMBER_CSV_COLUMNS.indexOf(error.column as Column) : MEMBER_CSV_COLUMNS.length;

const isTrue = (value: string | undefined) => ['true', 'yes', '1', 'on'].includes(value?.trim().toLowerCase() ?? '');

function crossRowErrors(rows: readonly ImportRow[]): RowError[] {
  const errors: RowError[] = [];
  const idRows = new Map<number, number>();
  const emailRows = new Map<string, number>();
  for (const { row, id, fields } of rows) {
    if (id !== null) {
      const first = idRows.get(id);
      if (first) errors.push({ row, column: 'id', message: `Id ${id} is also on row ${first}.` });
      else idRows.set(id, row);
    }
    const email = fields.email;
    if (email) {
      const first = emailRows.get(email);
      if (first) errors.push({ row, column: 'email', message: `The email ${email} is also on row ${first}.` });
      else emailRows.set(email, row);
    }
  }
  return errors;
}
