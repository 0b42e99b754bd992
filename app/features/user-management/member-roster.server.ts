import { asc, desc, eq } from 'drizzle-orm';
import { members } from '../../../db/schema';
import { findCycle } from '../../shared/members/lineage';
import { type CsvMemberRecord, type ImportRow, type RowError, sortRowErrors } from './member-csv';
import { resolveBig } from './big-reference';
import { changesSignInEmail } from '../../shared/members/sign-in-email';
import { db } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { refuse } from '../../shared/forms/refusal';
import { recordAudit } from '../../shared/db/audit.server';
import { now } from '../../shared/time/clock.server';
import { adminColumns, refusingTakenEmail } from './member-admin.server';
import { BIG_LOOP, EMAIL_TAKEN, IMPORT } from './messages';
import { endSessionsOf } from '../../shared/session/sessions.server';

// Pictures are uploaded in the app, never carried by CSV.
const { profilePictureUrl: _picture, ...rosterColumns } = adminColumns;

/** The whole roster for the CSV export: actives first, then alumni, each by last name. */
export async function exportRoster(): Promise<CsvMemberRecord[]> {
  return db()
    .select(rosterColumns)
    .from(members)
    .orderBy(asc(members.status), asc(members.lastName), asc(members.firstName), desc(members.id));
}

type Existing = CsvMemberRecord;

/**
 * Applies the parsed rows all or nothing: the database checks and the file's own `fileErrors` are refused together,
 * so every problem comes back at once; only a file with none is written, rows that change nothing left alone.
 */
export async function importRoster(
  actorId: number,
  rows: readonly ImportRow[],
  fileErrors: readonly RowError[] = [],
): Promise<{ added: number; updated: number; unchanged: number }> {
  // Another officer took an email between the check and the write: the rollback already undid everything.
  return refusingTakenEmail(
    inTransaction(async (tx) => {
      const existing: Existing[] = await tx.select(rosterColumns).from(members);
      const { resolved, errors } = checkRows(existing, rows);
      if (fileErrors.length > 0 || errors.length > 0 || rows.some((row) => row.checkOnly))
        refuseImport(sortRowErrors([...fileErrors, ...errors]));
      const byId = new Map(existing.map((m) => [m.id, m]));
      const changes = resolved.filter((r) => r.id === null || changesRecord(byId.get(r.id), r.fields));
      // Whoever signed in with an address the file replaces must not stay signed in as that member.
      await endSessionsOf(
        tx,
        changes.flatMap(({ id, fields }) =>
          id !== null && 'email' in fields && changesSignInEmail(byId.get(id)?.email ?? null, fields.email) ? [id] : [],
        ),
      );
      let added = 0;
      let updated = 0;
      for (const { id, status, fields } of changes) {
        if (id === null) {
          await tx.insert(members).values({ ...fields, status });
          added += 1;
        } else {
          await tx
            .update(members)
            .set({ ...fields, updatedAt: now() })
            .where(eq(members.id, id));
          updated += 1;
        }
      }
      const unchanged = rows.length - changes.length;
      await recordAudit(tx, actorId, 'members.import', { added, updated, unchanged });
      return { added, updated, unchanged };
    }),
    () => refuseImport([{ row: 0, column: 'email', message: EMAIL_TAKEN }]),
  );
}

/** Refuses a file with its problems beside the message, each with its row and column; nothing is imported. */
export function refuseImport(rowErrors: RowError[], message: string = IMPORT.refused): never {
  return refuse(400, message, { extra: { rowErrors } });
}

/** Whether writing `fields` over the record would change any of them. */
function changesRecord(record: Existing | undefined, fields: ImportRow['fields']): boolean {
  return Object.entries(fields).some(([field, value]) => record?.[field as keyof Existing] !== value);
}

/** The rows with each big named in the `big` column found, and every problem against the database. */
function checkRows(
  existing: readonly Existing[],
  rows: readonly ImportRow[],
): { resolved: ImportRow[]; errors: RowError[] } {
  const byId = new Map(existing.map((m) => [m.id, m]));
  const errors: RowError[] = [];
  const resolved = rows.map((row) => withBig(row, existing, errors));
  const fileRowOf = new Map(resolved.filter((r) => r.id !== null).map((r) => [r.id as number, r]));

  // Who holds each email once the file is applied: records whose email the file does not set keep theirs.
  const emailOwner = new Map<string, number>();
  for (const m of existing) {
    const row = fileRowOf.get(m.id);
    const keeps = !row || row.fields.email === undefined;
    if (m.email && keeps) emailOwner.set(m.email.toLowerCase(), m.id);
  }

  for (const row of resolved) {
    const current = row.id === null ? null : byId.get(row.id);
    if (row.id !== null && !current)
      errors.push({ row: row.row, column: 'id', message: `No record has id ${row.id}.` });
    else if (current && current.status !== row.status)
      errors.push({
        row: row.row,
        column: 'status',
        message: `Record ${row.id} is ${current.status === 'active' ? 'an active member' : 'an alumni record'}; use Convert to change its status.`,
      });
    const owner = row.fields.email ? emailOwner.get(row.fields.email) : undefined;
    if (owner !== undefined && owner !== row.id) errors.push({ row: row.row, column: 'email', message: EMAIL_TAKEN });
    const bigId = row.fields.bigId;
    if (bigId !== null && bigId !== undefined && !byId.has(bigId))
      errors.push({ row: row.row, column: 'big_id', message: `No member has id ${bigId}.` });
  }

  // The lineage as it would be after the import: rows of the file replace the bigs of the records they update.
  const lineage = existing.map((m) => {
    const row = fileRowOf.get(m.id);
    const bigId = row?.fields.bigId === undefined ? m.bigId : row.fields.bigId;
    return { id: m.id, bigId: bigId !== null && byId.has(bigId) ? bigId : null };
  });
  const loop = new Set(findCycle(lineage) ?? []);
  for (const row of resolved)
    if (row.id !== null && loop.has(row.id))
      errors.push({ row: row.row, column: row.big ? 'big' : 'big_id', message: BIG_LOOP });
  return { resolved, errors };
}

/**
 * The row with the big its `big` cell names as its big id. An empty `big` cell leaves the big to `big_id`, or no big
 * when the file has no `big_id` column; both filled must name the same member. A big that cannot be found is an
 * error, and the row keeps its big as it was.
 */
function withBig(row: ImportRow, people: readonly Existing[], errors: RowError[]): ImportRow {
  if (row.big === undefined) return row;
  if (row.big === null)
    return row.fields.bigId === undefined ? { ...row, fields: { ...row.fields, bigId: null } } : row;
  const found = resolveBig(row.big, people);
  const refuse = (message: string) => {
    errors.push({ row: row.row, column: 'big', message });
    const { bigId: _kept, ...fields } = row.fields;
    return { ...row, fields } as ImportRow;
  };
  if ('error' in found) return refuse(found.error);
  const { bigId } = row.fields;
  if (bigId !== null && bigId !== undefined && bigId !== found.id)
    return refuse(
      `big names the member with id ${found.id}, but big_id is ${bigId}: make them agree, or empty big_id.`,
    );
  return { ...row, fields: { ...row.fields, bigId: found.id } };
}
