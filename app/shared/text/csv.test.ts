import { describe, expect, it } from 'vitest';
import { formatCsv, parseCsv, unescapeCell } from './csv';

describe('parseCsv', () => {
  it('reads plain and quoted fields, CRLF and LF, and skips blank lines', () => {
    expect(parseCsv('a,b,c\r\n1,"two, three","say ""hi"""\n\n4,,\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two, three', 'say "hi"'],
      ['4', '', ''],
    ]);
  });

  it('keeps line breaks inside quotes and ignores a byte-order mark', () => {
    expect(parseCsv('\uFEFFname,note\n"Ada","line 1\nline 2"')).toEqual([
      ['name', 'note'],
      ['Ada', 'line 1\nline 2'],
    ]);
  });

  it('refuses a quote that never closes', () => {
    expect(() => parseCsv('a,"b\n1,2')).toThrow('A quoted field is never closed.');
  });
});

describe('formatCsv', () => {
  it('quotes only where needed and writes null as empty', () => {
    expect(
      formatCsv([
        ['id', 'name'],
        [1, 'Ng, Sam'],
        [2, null],
        [3, 'a "b"'],
        [true, ' pad'],
      ]),
    ).toBe('id,name\r\n1,"Ng, Sam"\r\n2,\r\n3,"a ""b"""\r\ntrue," pad"\r\n');
  });

  it('defuses spreadsheet formulas and round-trips them', () => {
    const text = formatCsv([['=HYPERLINK("x")', '@sum', 'plain']]);
    expect(text).toBe(`"'=HYPERLINK(""x"")",'@sum,plain\r\n`);
    expect((parseCsv(text)[0] as string[]).map(unescapeCell)).toEqual(['=HYPERLINK("x")', '@sum', 'plain']);
  });

  it('leaves an ordinary apostrophe alone', () => {
    expect(unescapeCell("O'Brien")).toBe("O'Brien");
    expect(unescapeCell("'quoted")).toBe("'quoted");
  });
});
