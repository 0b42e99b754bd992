import { asc, desc, eq } from 'drizzle-orm';
import { members } from '../../../db/schema';
import { findCycle } from '../../shared/members/lineage';
import type { CsvMemberRecord, ImportRow, RowError } from './member-csv';
import { changesSignInEmail } from '../../shared/members/sign-in-email';
import { db } from '../../shared/db/db.server';
import { recordAudit } from '../../shared/db/audit.server';
import { adminColumns, BIG_LOOP, EMAIL_TAKEN, isEmailTaken } from './member-admin.server';
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

export type ImportResult = { ok: true; added: number; updated: number } | { ok: false; errors: RowError[] };

/**
 * Applies rows that already passed parseMemberCsv, all or nothing: every row is first checked against the
 * database (ids, status, emails, bigs, loops), and only when none fails are they written, in one transaction.
 */
export async function importRoster(actorId: number, rows: readonly ImportRow[]): Promise<ImportResult> {
  try {
    return await db().transaction(async (tx) => {
      const existing = await tx
        .select({ id: members.id, status: members.status, email: members.email, bigId: members.bigId })
        .from(members);
      const errors = checkRows(existing, rows);
      if (errors.length > 0) return { ok: false, errors };
      // Whoever signed in with an address the file replaces must not stay signed in as that member.
      const emailOf = new Map(existing.map((m) => [m.id, m.email]));
      await endSessionsOf(
        tx,
        rows.flatMap(({ id, fields }) =>
          id !== null && 'email' in fields && changesSignInEmail(emailOf.get(id) ?? null, fields.email) ? [id] : [],
        ),
      );
      let added = 0;
      let updated = 0;
      for (const { id, status, fields } of rows) {
        if (id === null) {
          await tx.insert(members).values({ ...fields, status });
          added += 1;
        } else {
          await tx
            .update(members)
            .set({ ...fields, updatedAt: new Date() })
            .where(eq(members.id, id));
          updated += 1;
        }
      }
      await recordAudit(tx, actorId, 'members.import', { added, updated });
      return { ok: true, added, updated };
    });
  } catch (error) {
    // Another officer took an email between the check and the write: the rollback already undid everything.
    if (isEmailTaken(error)) return { ok: false, errors: [{ row: 0, column: 'email', message: EMAIL_TAKEN }] };
    throw error;
  }
}

type ExistingRecord = { id: number; status: string; email: string | null; bigId: number | null };

function checkRows(existing: readonly ExistingRecord[], rows: readonly ImportRow[]): RowError[] {
  const byId = new Map(existing.map((m) => [m.id, m]));
  const fileRowOf = new Map(rows.filter((r) => r.id !== null).map((r) => [r.id as number, r]));
  const errors: RowError[] = [];

  // Who holds each email once the file is applied: records whose email the file does not set keep theirs.
  const emailOwner = new Map<string, number>();
  for (const m of existing) {
    const row = fileRowOf.get(m.id);
    const keeps = !row || !('email' in row.fields) || row.fields.email === undefined;
    if (m.email && keeps) emailOwner.set(m.email.toLowerCase(), m.id);
  }

  for (const row of rows) {
    const current = row.id === null ? null : byId.get(row.id);
    if (row.id !== null && !current)
      errors.push({ row: row.row, column: 'id', message: `No record has id ${row.id}.` });
    else if (current && current.status !== row.status)
      errors.push({
        row: row.row,
        column: 'status',
        message: `Record ${row.id} is ${current.status === 'active' ? 'an active member' : 'an alumni record'}; use Convert to change its status.`,
      });
    const email = row.status === 'active' ? row.fields.email : undefined;
    const owner = email ? emailOwner.get(email) : undefined;
    if (owner !== undefined && owner !== row.id) errors.push({ row: row.row, column: 'email', message: EMAIL_TAKEN });
    const bigId = row.fields.bigId;
    if (bigId !== null && bigId !== undefined && !byId.has(bigId))
      errors.push({ row: row.row, column: 'big_id', message: `No member has id ${bigId}.` });
  }
  if (errors.length > 0) return errors;

  // The lineage as it would be after the import: rows of the file replace the bigs of the records they update.
  const lineage = existing.map((m) => {
    const row = fileRowOf.get(m.id);
    return { id: m.id, bigId: row?.fields.bigId === undefined ? m.bigId : row.fields.bigId };
  });
  const loop = new Set(findCycle(lineage) ?? []);
  return rows
    .filter((row) => row.id !== null && loop.has(row.id))
    .map((row) => ({ row: row.row, column: 'big_id', message: BIG_LOOP }));
}
