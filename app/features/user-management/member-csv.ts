import { type CsvCell, parseCsv, unescapeCell } from '../../shared/text/csv';
import { fieldErrors } from '../../shared/forms/action-result';
import {
  activeFieldsSchema,
  type ActiveFields,
  ALUMNI_FIELDS,
  type AlumniFields,
  officerFieldsSchema,
} from '../../shared/members/member-fields';

/**
 * The chapter roster as CSV: one row per member, actives and alumni alike. A row with an id updates that record;
 * a row without one adds a new record. Pictures are uploaded in the app, never through CSV.
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
  'role',
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
  role: 'role',
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
  role: string | null;
  bigId: number | null;
  linkedinUrl: string | null;
  dropped: boolean;
  foundingMember: boolean;
}

/** The export: a header row, then one row per record in the order given. */
export function formatMemberCsv(records: readonly CsvMemberRecord[]): (readonly CsvCell[])[] {
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
      r.role,
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

export type ImportRow =
  | { row: number; id: number | null; status: 'active'; fields: Present<ActiveFields> }
  | { row: number; id: number | null; status: 'alumni'; fields: Present<AlumniFields & { class: string | null }> };

/** The checks of a row by its status: the fields of the app's forms, and the class of alumni too. */
const rowSchemas = (now: Date) => ({
  active: activeFieldsSchema(now),
  alumni: officerFieldsSchema([...ALUMNI_FIELDS, 'class'], now),
});

/** Every row of an import checked on its own and against the other rows; the rows only when all are good. */
export function parseMemberCsv(text: string, now = new Date()): { rows: ImportRow[]; errors: RowError[] } {
  let records: string[][];
  try {
    records = parseCsv(text).map((record) => record.map(unescapeCell));
  } catch (error) {
    return { rows: [], errors: [{ row: 0, message: (error as Error).message }] };
  }
  const [header, ...body] = records;
  const headerErrors = checkHeader(header ?? []);
  if (headerErrors.length > 0) return { rows: [], errors: headerErrors };
  if (body.length === 0) return { rows: [], errors: [{ row: 0, message: 'The file has no rows to import.' }] };
  if (body.length > MAX_IMPORT_ROWS)
    return { rows: [], errors: [{ row: 0, message: `Import at most ${MAX_IMPORT_ROWS} rows at a time.` }] };

  const columns = (header as string[]).map((name) => name.trim().toLowerCase());
  const schemas = rowSchemas(now);
  const rows: ImportRow[] = [];
  const errors: RowError[] = [];
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.length !== columns.length) {
      errors.push({ row, message: `Expected ${columns.length} fields, found ${cells.length}.` });
      return;
    }
    const values = Object.fromEntries(columns.map((name, i) => [name, cells[i] as string]));
    const parsed = parseRow(row, values, schemas);
    if ('errors' in parsed) errors.push(...parsed.errors);
    else rows.push(parsed.value);
  });
  errors.push(...crossRowErrors(rows));
  return errors.length > 0 ? { rows: [], errors: errors.sort((a, b) => a.row - b.row) } : { rows, errors };
}

function checkHeader(header: string[]): RowError[] {
  // Each known column at most once, so a longer header is refused whole rather than reported column by column.
  if (header.length > MEMBER_CSV_COLUMNS.length) {
    const message = `The header has ${header.length} columns; a member file has at most ${MEMBER_CSV_COLUMNS.length}. Start from an exported file.`;
    return [{ row: 1, message }];
  }
  const names = header.map((name) => name.trim().toLowerCase());
  const errors: RowError[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (!MEMBER_CSV_COLUMNS.includes(name as Column)) errors.push({ row: 1, message: `Unknown column "${name}".` });
    else if (seen.has(name)) errors.push({ row: 1, message: `Column "${name}" appears twice.` });
    seen.add(name);
  }
  for (const name of REQUIRED_COLUMNS)
    if (!seen.has(name)) errors.push({ row: 1, message: `Missing column "${name}".` });
  return [...new Map(errors.map((e) => [e.message, e])).values()];
}

function parseRow(
  row: number,
  values: Record<string, string>,
  schemas: ReturnType<typeof rowSchemas>,
): { value: ImportRow } | { errors: RowError[] } {
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
  if (status === 'active' && (isTrue(values.dropped) || isTrue(values.founding_member)))
    errors.push({ row, message: 'Only alumni can be dropped or founding members.' });
  if (status === 'alumni' && (values.email?.trim() || values.role?.trim()))
    errors.push({ row, message: 'Alumni records have no email or role.' });
  if (errors.length > 0 || !result.success) return { errors: errors.sort(byColumn) };
  const fields = Object.fromEntries(
    Object.entries(result.data).filter(([field]) => (FIELD_OF[field] ?? field) in values),
  ) as ImportRow['fields'];
  return { value: { row, id, status, fields } as ImportRow };
}

const columnIndex = (error: RowError) =>
  error.column ? MEMBER_CSV_COLUMNS.indexOf(error.column as Column) : MEMBER_CSV_COLUMNS.length;
const byColumn = (a: RowError, b: RowError) => columnIndex(a) - columnIndex(b);

const isTrue = (value: string | undefined) => ['true', 'yes', '1', 'on'].includes(value?.trim().toLowerCase() ?? '');

function crossRowErrors(rows: readonly ImportRow[]): RowError[] {
  const errors: RowError[] = [];
  const idRows = new Map<number, number>();
  const emailRows = new Map<string, number>();
  for (const { row, id, status, fields } of rows) {
    if (id !== null) {
      const first = idRows.get(id);
      if (first) errors.push({ row, column: 'id', message: `Id ${id} is also on row ${first}.` });
      else idRows.set(id, row);
    }
    const email = status === 'active' ? fields.email : null;
    if (email) {
      const first = emailRows.get(email);
      if (first) errors.push({ row, column: 'email', message: `The email ${email} is also on row ${first}.` });
      else emailRows.set(email, row);
    }
  }
  return errors;
}
