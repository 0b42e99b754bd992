import { count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserManagementResult } from './result';
import { MEMBER_CSV_COLUMNS } from './member-csv';
import { FIELD_MESSAGES } from '../../shared/members/member-fields';
import { db } from '../../shared/db/db.server';
import { action } from './user-management.route';
import { loader as exportLoader } from './user-management-export.route';
import { auditLog, members } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
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

  it('sends a role without the tool, and a signed-out visitor, to / with a word on why', async () => {
    const refused = await download(scribe);
    expect([refused.status, refused.headers.get('Location')]).toEqual([302, '/?notice=officers-only']);
    const signedOut = await download(undefined);
    expect([signedOut.status, signedOut.headers.get('Location')]).toEqual([
      302,
      `/?notice=sign-in&next=${encodeURIComponent('/admin/user-management/export')}`,
    ]);
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
        `${memberId},active,member@example.org,Morgan,Member,Kappa,2028,Clout Fam,Civil Engineering,,,,,`,
      ].join('\n'),
    );
    expect(answer).toMatchObject({
      status: 200,
      data: { ok: true, message: 'Imported 2 new, 1 updated and 0 unchanged records.' },
    });
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
    });
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'members.import'));
    expect(audits.map((a) => a.details)).toEqual([{ added: 2, updated: 1, unchanged: 0 }]);
  });

  it('leaves the columns a file does not have as they were', async () => {
    const [before] = await db().select().from(members).where(eq(members.email, 'regent@example.org'));
    const answer = await upload(`id,status,last_name,first_name\n${before?.id},active,Renamed,${before?.firstName}\n`);
    expect(answer.data.message).toBe('Imported 0 new, 1 updated and 0 unchanged records.');
    const [after] = await db()
      .select()
      .from(members)
      .where(eq(members.id, before?.id as number));
    expect(after).toEqual({ ...before, lastName: 'Renamed', updatedAt: after?.updatedAt });
  });

  it('imports its own export back without changing anything, counting every row as unchanged', async () => {
    const before = await db().select().from(members).orderBy(members.id);
    const signedIn = await sessionCounts(await idOf('webmaster@example.org'));
    const answer = await upload((await download(webmaster)).data);
    expect(answer.data.message).toBe(`Imported 0 new, 0 updated and ${before.length} unchanged records.`);
    expect(await db().select().from(members).orderBy(members.id)).toEqual(before);
    expect(await sessionCounts(await idOf('webmaster@example.org'))).toEqual(signedIn); // same emails: nobody signed out
  });

  it('counts only the rows that change as updated, and touches no other record', async () => {
    const exported = (await download(webmaster)).data.trimEnd().split('\r\n');
    const total = exported.length - 1;
    const memberId = await idOf('member@example.org');
    const edited = exported.map((line) =>
      line.startsWith(`${memberId},`) ? line.replace(',member@example.org,', ',morgan.renamed@example.org,') : line,
    );
    const before = await db().select().from(members).orderBy(members.id);
    const answer = await upload([...edited, ',alumni,,Brand,New,,2001,,,,,,,'].join('\r\n'));
    expect(answer.data.message).toBe(`Imported 1 new, 1 updated and ${total - 1} unchanged records.`);
    const after = await db().select().from(members).orderBy(members.id);
    const untouched = (rows: typeof before) => rows.filter((m) => m.id !== memberId);
    expect(untouched(after).slice(0, before.length - 1)).toEqual(untouched(before));
    await upload(`id,status,email,first_name,last_name\n${memberId},active,member@example.org,Morgan,Member\n`);
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
    expect(answer.data.message).toBe('Imported 0 new, 1 updated and 1 unchanged records.');
    expect(await sessionCounts(moved.id)).toEqual({ own: 0, others: before.others });
    await upload(['id,status,email,first_name,last_name', row(moved, 'member@example.org')].join('\n'));
  });

  it('names bigs by email or by name, and refuses a name it cannot place, saying why', async () => {
    const regent = (await db().select().from(members).where(eq(members.email, 'regent@example.org')))[0]!;
    const [twin] = await db()
      .insert(members)
      .values([
        { status: 'alumni', firstName: 'Twin', lastName: 'Name' },
        { status: 'alumni', firstName: 'Twin', lastName: 'Name' },
      ])
      .returning({ id: members.id });
    const answer = await upload(
      [
        'status,email,first_name,last_name,big',
        'active,by.email@example.org,By,Email,REGENT@example.org',
        `active,by.name@example.org,By,Name,${regent.firstName.toLowerCase()}  ${regent.lastName}`,
        `alumni,,By,Both,"${regent.firstName} ${regent.lastName} <regent@example.org>"`,
      ].join('\n'),
    );
    expect(answer.data).toMatchObject({ ok: true, message: 'Imported 3 new, 0 updated and 0 unchanged records.' });
    const bigsOf = await db().select({ bigId: members.bigId }).from(members).where(eq(members.firstName, 'By'));
    expect(bigsOf).toEqual([{ bigId: regent.id }, { bigId: regent.id }, { bigId: regent.id }]);

    const body = await expectNothingImported(
      [
        'status,email,first_name,last_name,big,big_id',
        'alumni,,Who,Knows,Nobody Atall,',
        'alumni,,Two,Many,Twin Name,',
        'alumni,,Mixed,Up,Twin Name <regent@example.org>,',
        `alumni,,Dis,Agree,regent@example.org,${twin?.id}`,
        `alumni,,Id,Only,,${twin?.id}`,
      ].join('\n'),
      400,
    );
    expect(body.rowErrors).toEqual([
      { row: 2, column: 'big', message: 'No member is named Nobody Atall.' },
      { row: 3, column: 'big', message: '2 members are named Twin Name: name the big by email or big_id.' },
      {
        row: 4,
        column: 'big',
        message: `The email regent@example.org belongs to ${regent.firstName} ${regent.lastName}, not Twin Name.`,
      },
      {
        row: 5,
        column: 'big',
        message: `big names the member with id ${regent.id}, but big_id is ${twin?.id}: make them agree, or empty big_id.`,
      },
    ]);
  });

  it('reports every problem of a file at once: each row, each kind, the file and the database alike', async () => {
    const body = await expectNothingImported(
      [
        'status,first_name,last_name,email,nickname,big',
        'active,Good,Row,ok.row@example.org,x,',
        'active,,NoFirst,webmaster@example.org,x,Nobody Atall',
        'gone,A,B,,x,',
        'active,No,Email,,x,',
        'active,Taken,Email,REGENT@example.org,x,',
        'alumni,Lost,Big,,x,Nobody Atall',
      ].join('\n') + `\n`,
      400,
    );
    expect(body).toMatchObject({
      ok: false,
      message: 'Nothing was imported. Fix the rows below and import the file again.',
      rowErrors: [
        { row: 1, message: 'Unknown column "nickname".' },
        // A row with a problem of its own is checked against the database too.
        { row: 3, column: 'email', message: 'Another member already uses this email.' },
        { row: 3, column: 'first_name', message: 'First name is required.' },
        { row: 3, column: 'big', message: 'No member is named Nobody Atall.' },
        { row: 4, column: 'status', message: 'Status must be active or alumni.' },
        { row: 5, column: 'email', message: FIELD_MESSAGES.emailRequired },
        { row: 6, column: 'email', message: 'Another member already uses this email.' },
        { row: 7, column: 'big', message: 'No member is named Nobody Atall.' },
      ],
    });
  });

  it('checks rows against the database: unknown ids, status changes, taken emails and missing bigs', async () => {
    const [alumnus] = await db().select({ id: members.id }).from(members).where(eq(members.status, 'alumni')).limit(1);
    const body = await expectNothingImported(
      [
        HEADER,
        '999999,active,a@example.org,Nobody,Here,,,,,,,,,',
        `${alumnus?.id},active,b@example.org,Status,Change,,,,,,,,,`,
        ',active,REGENT@example.org,Taken,Email,,,,,,,,,',
        ',active,c@example.org,No,Big,,,,,,999999,,,',
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
        [HEADER, ',alumni,,First,Fine,,,,,,,,,', ',alumni,,Second,Fine,,,,,,,,,', ',alumni,,Boom,Later,,,,,,,,,'].join(
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
    const answer = await upload([HEADER, ',alumni,,Sneaky,Row,,,,,,,,,'].join('\n'), scribe);
    expect(answer.status).toBe(403);
    expect(await databaseState()).toEqual(before);
  });
});
