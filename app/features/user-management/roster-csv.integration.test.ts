import { count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserManagementResult } from './result';
import { MEMBER_CSV_COLUMNS } from './member-csv';
import { db } from '../../shared/db/db.server';
import { action } from './user-management';
import { loader as exportLoader } from './user-management-export';
import { auditLog, members } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../db/seed/demo-chapter';
import { databaseState, failInsertsInto } from '../../../tests/setup/db-state';
import { callRoute } from '../../../tests/setup/route-call';
import { sessionCounts, signedInCookie } from '../../../tests/setup/session-cookie';

const HEADER = MEMBER_CSV_COLUMNS.join(',');
let webmaster: string;
let scribe: string;

const idOf = async (email: string) =>
  ((await db().select({ id: members.id }).from(members).where(eq(members.email, email)))[0] as { id: number }).id;
const upload = (text: string, cookie = webmaster) =>
  callRoute<UserManagementResult & { rowErrors?: unknown[] }>(action as never, '/admin/user-management', {
    form: { intent: 'import', file: new File([text], 'roster.csv') },
    cookie,
  });
const download = (cookie?: string) =>
  callRoute<string>(exportLoader as never, '/admin/user-management/export', { cookie });

/** Expects an import that was refused and left every table as it was. */
async function expectNothingImported(text: string, status: number) {
  const before = await databaseState();
  const answer = await upload(text);
  expect(answer.status).toBe(status);
  expect(await databaseState()).toEqual(before);
  return answer.data;
}

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  webmaster = await signedInCookie(await idOf('webmaster@example.org'));
  scribe = await signedInCookie(await idOf('scribe@example.org'));
});

describe('CSV export', () => {
  it('downloads every active and alumni record with the import columns', async () => {
    const answer = await download(webmaster);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = answer.data.trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    const [total] = await db().select({ n: count() }).from(members);
    expect(lines).toHaveLength((total?.n ?? 0) + 1);
    expect(answer.data).toContain(',active,webmaster@example.org,');
  });

  it('sends a role without the tool, and a signed-out visitor, to /', async () => {
    for (const cookie of [scribe, undefined]) {
      const answer = await download(cookie);
      expect([answer.status, answer.headers.get('Location')]).toEqual([302, '/']);
    }
  });
});

describe('CSV import', () => {
  it('adds new rows and updates rows with an id, with one audit row', async () => {
    const memberId = await idOf('member@example.org');
    const answer = await upload(
      [
        HEADER,
        `,active,Ivy.Rowe@example.org,Ivy,Rowe,Nu,2030,Engh Gang,Physics,,${memberId},,,`,
        ',alumni,,Old,Timer,,1999,,,,,,,true',
        `${memberId},active,member@example.org,Morgan,Member,Kappa,2028,Clout Fam,Civil Engineering,Historian,,,,`,
      ].join('\n'),
    );
    expect(answer).toMatchObject({ status: 200, data: { ok: true, message: 'Imported 2 new and 1 updated records.' } });
    expect((await db().select().from(members).where(eq(members.email, 'ivy.rowe@example.org')))[0]).toMatchObject({
      status: 'active',
      bigId: memberId,
      class: 'Nu',
    });
    expect((await db().select().from(members).where(eq(members.lastName, 'Timer')))[0]).toMatchObject({
      status: 'alumni',
      foundingMember: true,
    });
    expect((await db().select().from(members).where(eq(members.id, memberId)))[0]).toMatchObject({
      firstName: 'Morgan',
      role: 'Historian',
    });
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'members.import'));
    expect(audits.map((a) => a.details)).toEqual([{ added: 2, updated: 1 }]);
  });

  it('leaves the columns a file does not have as they were', async () => {
    const [before] = await db().select().from(members).where(eq(members.email, 'regent@example.org'));
    const answer = await upload(`id,status,last_name,first_name\n${before?.id},active,Renamed,${before?.firstName}\n`);
    expect(answer.data.message).toBe('Imported 0 new and 1 updated records.');
    const [after] = await db()
      .select()
      .from(members)
      .where(eq(members.id, before?.id as number));
    expect(after).toEqual({ ...before, lastName: 'Renamed', updatedAt: after?.updatedAt });
  });

  it('imports its own export back without changing anything but the update times', async () => {
    const before = await db().select().from(members).orderBy(members.id);
    const signedIn = await sessionCounts(await idOf('webmaster@example.org'));
    const answer = await upload((await download(webmaster)).data);
    expect(answer.data.message).toBe(`Imported 0 new and ${before.length} updated records.`);
    const after = await db().select().from(members).orderBy(members.id);
    const strip = (rows: typeof before) => rows.map(({ updatedAt: _u, ...row }) => row);
    expect(strip(after)).toEqual(strip(before));
    expect(await sessionCounts(await idOf('webmaster@example.org'))).toEqual(signedIn); // same emails: nobody signed out
  });

  it('a new email signs that member out everywhere and nobody else', async () => {
    const moved = (await db().select().from(members).where(eq(members.email, 'member@example.org')))[0]!;
    const recased = (await db().select().from(members).where(eq(members.email, 'regent@example.org')))[0]!;
    await signedInCookie(moved.id);
    await signedInCookie(recased.id);
    const before = await sessionCounts(moved.id);
    const row = (m: typeof moved, email: string) => `${m.id},active,${email},${m.firstName},${m.lastName}`;
    const answer = await upload(
      [
        'id,status,email,first_name,last_name',
        row(moved, 'morgan.m@example.org'),
        row(recased, 'Regent@Example.org'),
      ].join('\n'),
    );
    expect(answer.data.message).toBe('Imported 0 new and 2 updated records.');
    expect(await sessionCounts(moved.id)).toEqual({ own: 0, others: before.others });
    await upload(['id,status,email,first_name,last_name', row(moved, 'member@example.org')].join('\n'));
  });

  it('reports every bad row and imports nothing', async () => {
    const body = await expectNothingImported(
      [HEADER, ',active,ok@example.org,Good,Row,,,,,,,,,', ',active,,,NoFirst,,,,,,,,,', ',gone,,A,B,,,,,,,,,'].join(
        '\n',
      ),
      400,
    );
    expect(body).toMatchObject({
      ok: false,
      message: 'Nothing was imported. Fix the rows below and import the file again.',
      rowErrors: [
        { row: 3, column: 'first_name', message: 'First name is required.' },
        { row: 4, column: 'status', message: 'Status must be active or alumni.' },
      ],
    });
  });

  it('checks rows against the database: unknown ids, status changes, taken emails and missing bigs', async () => {
    const [alumnus] = await db().select({ id: members.id }).from(members).where(eq(members.status, 'alumni')).limit(1);
    const body = await expectNothingImported(
      [
        HEADER,
        '999999,active,,Nobody,Here,,,,,,,,,',
        `${alumnus?.id},active,,Status,Change,,,,,,,,,`,
        ',active,REGENT@example.org,Taken,Email,,,,,,,,,',
        ',active,,No,Big,,,,,,999999,,,',
      ].join('\n'),
      400,
    );
    expect(body.rowErrors).toEqual([
      { row: 2, column: 'id', message: 'No record has id 999999.' },
      {
        row: 3,
        column: 'status',
        message: `Record ${alumnus?.id} is an alumni record; use Convert to change its status.`,
      },
      { row: 4, column: 'email', message: 'Another member already uses this email.' },
      { row: 5, column: 'big_id', message: 'No member has id 999999.' },
    ]);
  });

  it('refuses a big that would make the family tree loop', async () => {
    const little = alias(members, 'little');
    const [pair] = await db()
      .select({ big: members, littleId: little.id })
      .from(members)
      .innerJoin(little, eq(little.bigId, members.id))
      .where(eq(members.status, 'alumni'))
      .limit(1);
    const big = pair?.big as typeof members.$inferSelect;
    const body = await expectNothingImported(
      [HEADER, `${big.id},alumni,,${big.firstName},${big.lastName},,,,,,${pair?.littleId},,,`].join('\n'),
      400,
    );
    expect(body.rowErrors).toEqual([
      { row: 2, column: 'big_id', message: 'This big would make a loop in the family tree.' },
    ]);
  });

  it('refuses a missing file, a malformed file and one that is too large', async () => {
    expect((await expectNothingImported('', 400)).message).toBe('Choose a CSV file to import.');
    expect((await expectNothingImported('status,first_name\n"active', 400)).rowErrors).toEqual([
      { row: 0, message: 'A quoted field is never closed.' },
    ]);
    expect((await expectNothingImported('x'.repeat(1024 * 1024 + 1), 400)).message).toBe(
      'The file is larger than 1 MB.',
    );
  });

  it('refuses a header of thousands of columns with one message', async () => {
    const header = Array.from({ length: 60_000 }, () => 'first_name').join(',');
    expect((await expectNothingImported(`${header}\nx`, 400)).rowErrors).toEqual([
      {
        row: 1,
        message: `The header has 60000 columns; a member file has at most ${MEMBER_CSV_COLUMNS.length}. Start from an exported file.`,
      },
    ]);
  });

  it('a statement failing on a later row leaves the database exactly as before', async () => {
    const restore = await failInsertsInto('members', "new.first_name = 'Boom'");
    try {
      const body = await expectNothingImported(
        [HEADER, ',active,,First,Fine,,,,,,,,,', ',active,,Second,Fine,,,,,,,,,', ',alumni,,Boom,Later,,,,,,,,,'].join(
          '\n',
        ),
        500,
      );
      expect(body.message).toBe('The import failed and nothing was imported. Please try again.');
    } finally {
      await restore();
    }
  });

  it('a role without the tool gets 403 and nothing is written', async () => {
    const before = await databaseState();
    const answer = await upload([HEADER, ',active,,Sneaky,Row,,,,,,,,,'].join('\n'), scribe);
    expect(answer.status).toBe(403);
    expect(await databaseState()).toEqual(before);
  });
});
