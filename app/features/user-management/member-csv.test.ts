import { describe, expect, it } from 'vitest';
import { formatCsv } from '../../shared/text/csv';
import { FIELD_MESSAGES } from '../../shared/members/member-fields';
import { formatMemberCsv, MEMBER_CSV_COLUMNS, parseMemberCsv, ROLE_COLUMN } from './member-csv';

const HEADER = MEMBER_CSV_COLUMNS.join(',');
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const NOW = new Date('2026-03-01T00:00:00Z');

describe('parseMemberCsv', () => {
  it('reads new and existing actives and alumni', () => {
    const result = parseMemberCsv(
      csv(
        ',active,New@Example.org,Sam,Ng,Kappa,2028,Engh Gang,EE,Ada Li <ada@li.org>,3,https://www.linkedin.com/in/sam,false,',
        '12,alumni,Ada@Li.org,Ada,Li,Alpha,2019,,,,,,true,yes',
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      {
        row: 2,
        id: null,
        status: 'active',
        fields: {
          email: 'new@example.org',
          firstName: 'Sam',
          lastName: 'Ng',
          class: 'Kappa',
          graduationYear: 2028,
          family: 'Engh Gang',
          major: 'EE',
          bigId: 3,
          linkedinUrl: 'https://www.linkedin.com/in/sam',
          foundingMember: false,
        },
        big: { name: 'Ada Li', email: 'ada@li.org' },
      },
      {
        row: 3,
        id: 12,
        status: 'alumni',
        fields: {
          email: 'ada@li.org',
          firstName: 'Ada',
          lastName: 'Li',
          class: 'Alpha',
          graduationYear: 2019,
          family: null,
          major: null,
          bigId: null,
          linkedinUrl: null,
          dropped: true,
          foundingMember: true,
        },
        big: null,
      },
    ]);
  });

  it('accepts a file with only the required columns, in any order, and carries only the fields it has', () => {
    const result = parseMemberCsv('last_name,first_name,status,major,id\nNg,Sam,active,,4\n');
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      { row: 2, id: 4, status: 'active', fields: { firstName: 'Sam', lastName: 'Ng', major: null } },
    ]);
  });

  it('reports every problem of every row at once, with its row number and column, and keeps the good rows', () => {
    const result = parseMemberCsv(
      csv(
        ',active,a@example.org,Sam,Ng,,,,,,,,,',
        ',member,,X,Y,,,,,,,,,',
        'x,active,bad-email,,Ng,,20x8,Other,,,,https://example.com,,',
        ',alumni,b@example.org,Ada,Li,,,,,,,,,',
        ',active,e@example.org,Bo,Ek,,,,,,,,true,',
        ',active,A@example.org,Cy,Do,,,,,,,,,',
        ',active,c@example.org,Too,Short',
        ',active,,No,Email,,,,,,,,,',
        ',alumni,,Bad,Big,,,,,Someone <not-an-email>,,,,',
      ),
      NOW,
    );
    // Rows with problems of their own are kept to be checked against the database too, never to be written.
    expect(result.rows.map((r) => [r.row, r.checkOnly ?? false])).toEqual([
      [2, false],
      [4, true],
      [5, false],
      [6, true],
      [7, false],
      [9, true],
      [10, true],
    ]);
    expect(result.rows[1]?.fields).toEqual({
      lastName: 'Ng',
      class: null,
      major: null,
      bigId: null,
      foundingMember: false,
    });
    expect(result.errors).toEqual([
      { row: 3, column: 'status', message: 'Status must be active or alumni.' },
      { row: 4, column: 'id', message: 'The id must be a positive number.' },
      { row: 4, column: 'email', message: 'Enter a valid email address.' },
      { row: 4, column: 'first_name', message: 'First name is required.' },
      { row: 4, column: 'graduation_year', message: 'Graduation year must be a 4-digit year from 1900 to 2036.' },
      { row: 4, column: 'family', message: 'Choose one of the chapter families.' },
      { row: 4, column: 'linkedin_url', message: 'LinkedIn URL must start with https://www.linkedin.com/in/' },
      { row: 6, column: 'dropped', message: 'Only alumni can be dropped.' },
      { row: 7, column: 'email', message: 'The email a@example.org is also on row 2.' },
      { row: 8, message: 'Expected 14 fields, found 5.' },
      { row: 9, column: 'email', message: FIELD_MESSAGES.emailRequired },
      {
        row: 10,
        column: 'big',
        message: '"not-an-email" is not a valid email. Name the big as First Last, or by their email.',
      },
    ]);
  });

  it('requires the email of a new active, and of an update only when the file has an email column', () => {
    expect(parseMemberCsv('status,first_name,last_name\nactive,A,B\n').errors).toEqual([
      { row: 2, column: 'email', message: FIELD_MESSAGES.emailRequired },
    ]);
    expect(parseMemberCsv('id,status,first_name,last_name\n3,active,A,B\n').errors).toEqual([]);
    expect(parseMemberCsv('id,status,email,first_name,last_name\n3,active,,A,B\n').errors).toEqual([
      { row: 2, column: 'email', message: FIELD_MESSAGES.emailRequired },
    ]);
  });

  it('refuses the role column of older exports, saying that positions are assigned as terms', () => {
    const result = parseMemberCsv('id,status,first_name,last_name,role\n3,active,A,B,Scribe\n');
    expect(result.errors).toEqual([{ row: 1, message: ROLE_COLUMN }]);
    expect(ROLE_COLUMN).toBe(
      'The column "role" is not imported: positions are officer terms, assigned from a date under Terms in the ' +
        'member list. Delete the column and import the file again.',
    );
  });

  it('still checks every row when the header has an unknown or repeated column', () => {
    const result = parseMemberCsv('status,first_name,last_name,nickname,last_name\nactive,,B,x,C\nalumni,A,B,y,D\n');
    expect(result.errors).toEqual([
      { row: 1, message: 'Unknown column "nickname".' },
      { row: 1, message: 'Column "last_name" appears twice.' },
      { row: 2, column: 'email', message: FIELD_MESSAGES.emailRequired },
      { row: 2, column: 'first_name', message: 'First name is required.' },
    ]);
    expect(result.rows).toEqual([
      { row: 2, id: null, status: 'active', fields: { lastName: 'B' }, checkOnly: true },
      { row: 3, id: null, status: 'alumni', fields: { firstName: 'A', lastName: 'B' } },
    ]);
  });

  it('applies the limits of the forms, the class of alumni included', () => {
    const name = 'x'.repeat(80);
    const fine = parseMemberCsv(
      csv(
        `,alumni,,${name},${name},${'c'.repeat(40)},1900,,${'m'.repeat(100)},,,,,`,
        `,active,a@b.org,A,B,,2036,,,,,,,`,
      ),
      NOW,
    );
    expect(fine.errors).toEqual([]);
    expect(fine.rows[0]?.fields).toMatchObject({ firstName: name, class: 'c'.repeat(40), graduationYear: 1900 });
    const long = parseMemberCsv(
      csv(`,alumni,,${name}x,B,${'c'.repeat(41)},1899,,${'m'.repeat(101)},,,,,`, `,active,a@b.org,A,B,,2037,,,,,,,`),
      NOW,
    );
    expect(long.errors).toEqual([
      { row: 2, column: 'first_name', message: 'First name must be at most 80 characters.' },
      { row: 2, column: 'class', message: 'Class must be at most 40 characters.' },
      { row: 2, column: 'graduation_year', message: 'Graduation year must be a 4-digit year from 1900 to 2036.' },
      { row: 2, column: 'major', message: 'Major must be at most 100 characters.' },
      { row: 3, column: 'graduation_year', message: 'Graduation year must be a 4-digit year from 1900 to 2036.' },
    ]);
  });

  it('refuses repeated ids', () => {
    const result = parseMemberCsv(csv('5,active,a@b.org,A,B,,,,,,,,,', '5,alumni,,C,D,,,,,,,,,'));
    expect(result.errors).toEqual([{ row: 3, column: 'id', message: 'Id 5 is also on row 2.' }]);
  });

  it('refuses a bad header, an empty file and an unclosed quote', () => {
    expect(parseMemberCsv('first_name,nickname\nA,B').errors).toEqual([
      { row: 1, message: 'Unknown column "nickname".' },
      { row: 1, message: 'Missing column "status".' },
      { row: 1, message: 'Missing column "last_name".' },
    ]);
    expect(parseMemberCsv(HEADER).errors).toEqual([{ row: 0, message: 'The file has no rows to import.' }]);
    expect(parseMemberCsv('status,first_name,last_name\nactive,"A,B').errors).toEqual([
      { row: 0, message: 'A quoted field is never closed.' },
    ]);
  });

  it('refuses a header of more columns than a member file has with one message, not one per column', () => {
    const columns = MEMBER_CSV_COLUMNS.length;
    const unknown = Array.from({ length: 50_000 }, (_, i) => `c${i}`).join(',');
    const message = `The header has 50000 columns; a member file has at most ${columns}. Start from an exported file.`;
    expect(parseMemberCsv(`${unknown}\nx`).errors).toEqual([{ row: 1, message }]);
    const repeated = [...Array(25_000).fill('first_name'), ...Array(25_000).fill('last_name')].join(',');
    expect(parseMemberCsv(`${repeated}\nx`).errors).toEqual([{ row: 1, message }]);
  });
});

describe('formatMemberCsv', () => {
  const record = {
    id: 7,
    status: 'alumni' as const,
    email: 'eve@stone.org',
    firstName: '=Eve',
    lastName: 'Stone, Jr.',
    class: 'Beta',
    graduationYear: 2021,
    family: 'Clout Fam',
    major: null,
    bigId: 2,
    linkedinUrl: null,
    dropped: false,
    foundingMember: true,
  };
  const big = { ...record, id: 2, email: null, firstName: 'Ada', lastName: 'Li', bigId: null };

  it('writes a file that imports back to the same fields', () => {
    const text = formatCsv(formatMemberCsv([record, big]));
    expect(text.split('\r\n')[0]).toBe(HEADER);
    const { rows, errors } = parseMemberCsv(text);
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({
      id: 7,
      status: 'alumni',
      fields: { email: 'eve@stone.org', firstName: '=Eve', lastName: 'Stone, Jr.', bigId: 2 },
      big: { name: 'Ada Li', email: null },
    });
  });

  it("names each big by name, and email when there is one, beside the big's id", () => {
    const text = formatCsv(formatMemberCsv([{ ...big, email: 'ada@li.org' }, { ...record, id: 8, bigId: 7 }, record]));
    const bigCells = text
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.match(/,(?:Beta)?,2021,Clout Fam,,(.*?),(\d*),,false,true$/)?.slice(1));
    expect(bigCells).toEqual([
      ['', ''],
      ['"\'=Eve Stone, Jr. <eve@stone.org>"', '7'],
      ['Ada Li <ada@li.org>', '2'],
    ]);
  });
});
