import { describe, expect, it } from 'vitest';
import { markdownLinkProblem, parseInline, parseMarkdown } from './simple-markdown';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and joins single line breaks', () => {
    expect(parseMarkdown('One\nline.\n\n\r\nTwo.\n   \nThree.')).toEqual([
      paragraph('One line.'),
      paragraph('Two.'),
      paragraph('Three.'),
    ]);
  });

  it('gives nothing for empty or blank text', () => {
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('  \n\n  ')).toEqual([]);
  });

  it('reads headings of one to three marks, each on its own line, ending the paragraph before', () => {
    expect(parseMarkdown('Intro\n# First\n## Second ##\n### Third\n#### Not one\n#nospace')).toEqual([
      paragraph('Intro'),
      { type: 'heading', depth: 1, children: [{ type: 'text', text: 'First' }] },
      { type: 'heading', depth: 2, children: [{ type: 'text', text: 'Second' }] },
      { type: 'heading', depth: 3, children: [{ type: 'text', text: 'Third' }] },
      paragraph('#### Not one #nospace'),
    ]);
  });

  it("keeps a heading's # that is part of its text, and drops closing marks only after a space", () => {
    const heading = (text: string) => ({ type: 'heading', depth: 1, children: text ? [{ type: 'text', text }] : [] });
    expect(parseMarkdown('# Learning C#')).toEqual([heading('Learning C#')]);
    expect(parseMarkdown('# Budget ###   ')).toEqual([heading('Budget')]);
    expect(parseMarkdown('# ###')).toEqual([heading('')]);
  });

  // A handbook may hold 40,000 characters and is read on every visit: a pattern that backtracks on a crafted line
  // would hold the server for minutes (as a heading of spaces or a run of brackets once did). The limit is a guard
  // against that, far above the few milliseconds these take.
  it.each([
    ['a heading of spaces', '# a' + ' '.repeat(40_000) + 'x'],
    ['a heading of hashes', '# a ' + '#'.repeat(40_000) + 'x'],
    ['a run of brackets', '['.repeat(40_000)],
    ['unclosed link targets', '[a]('.repeat(10_000)],
    ['unclosed bold', '**a'.repeat(13_000)],
    ['unclosed italics', '*a'.repeat(20_000)],
  ])('reads %s at the longest length in a moment', { timeout: 1_000 }, (_name, text) => {
    expect(parseMarkdown(text).length).toBeGreaterThan(0);
  });

  it('reads bullet and numbered lists, a new list where the marker changes', () => {
    expect(parseMarkdown('Steps:\n- Book the room\n* Order **food**\n1. Call\n2) Pay')).toEqual([
      paragraph('Steps:'),
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'text', text: 'Book the room' }],
          [
            { type: 'text', text: 'Order ' },
            { type: 'strong', children: [{ type: 'text', text: 'food' }] },
          ],
        ],
      },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'Call' }], [{ type: 'text', text: 'Pay' }]] },
    ]);
  });

  it('keeps a code block exactly as typed, markup and HTML included, up to its closing fence or the end', () => {
    expect(parseMarkdown('```\n**not bold**\n  <b>x</b>\n```\nAfter\n\n```\nopen')).toEqual([
      { type: 'code', text: '**not bold**\n  <b>x</b>' },
      paragraph('After'),
      { type: 'code', text: 'open' },
    ]);
  });

  it('keeps HTML in headings and list items as plain text', () => {
    expect(parseMarkdown('# <script>alert(1)</script>\n- <img src=x onerror=alert(1)>')).toEqual([
      { type: 'heading', depth: 1, children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: '<img src=x onerror=alert(1)>' }]] },
    ]);
  });

  it('reads bold, italic and links, nested', () => {
    expect(parseInline('Come to **Winter *Rush* now** and _say hi_ at [our form](https://forms.gle/x).')).toEqual([
      { type: 'text', text: 'Come to ' },
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'Winter ' },
          { type: 'em', children: [{ type: 'text', text: 'Rush' }] },
          { type: 'text', text: ' now' },
        ],
      },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'say hi' }] },
      { type: 'text', text: ' at ' },
      { type: 'link', href: 'https://forms.gle/x', children: [{ type: 'text', text: 'our form' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps HTML as plain text', () => {
    const source = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    expect(parseInline(source)).toEqual([{ type: 'text', text: source }]);
  });

  it('links only https addresses and site paths, never javascript: or data:', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([{ type: 'text', text: '[x](javascript:alert(1))' }]);
    expect(parseInline('[x](data:text/html,hi)')).toEqual([{ type: 'text', text: '[x](data:text/html,hi)' }]);
    expect(parseInline('[x](http://example.org)')).toEqual([{ type: 'text', text: '[x](http://example.org)' }]);
    expect(parseInline('[Rush](/rush)')).toEqual([
      { type: 'link', href: '/rush', children: [{ type: 'text', text: 'Rush' }] },
    ]);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/x\\..\\evil.example',
    'https:\\\\evil.example',
    'java\tscript:alert(1)',
    'data:text/html,hi',
    'http://example.org',
    'https://example.org/\u0007',
    '&#47;&#47;evil.example',
    'https://site@evil.example',
    'https://user:pass@evil.example/rush',
    'HTTPS://thetatau.example@evil.example',
    'https:///site@evil.example',
    'https:////site@evil.example',
    'https://@evil.example',
  ])('keeps a link to %j as plain text: not an https address nor a plain site path', (href) => {
    const source = `See [this](${href}) now`;
    expect(parseInline(source)).toEqual([{ type: 'text', text: source }]);
  });

  it('names a link whose address hides its site behind a name and @, for the officer who types it', () => {
    expect(markdownLinkProblem('See [us](https://site@evil.example/x) and [rush](/rush).')).toBe(
      'The link “https://site@evil.example/x” puts “site@” before its site, which hides where it leads: ' +
        'write the address without it.',
    );
    expect(markdownLinkProblem('[a](https://u:p@evil.example)')).toContain('puts “u:p@” before its site');
    expect(markdownLinkProblem('[a](https:///site@evil.example)')).toBe(
      'The link “https:///site@evil.example” puts “site@” before its site, which hides where it leads: ' +
        'write the address without it.',
    );
    expect(markdownLinkProblem('[a](https:////site@evil.example)')).toContain('puts “site@” before its site');
    expect(markdownLinkProblem('[a](https://@evil.example)')).toContain('puts “@” before its site');
    expect(
      markdownLinkProblem('Mail rush@example.org, see [rush](https://example.org/@chapter) or `[x](https://a@b.c)`'),
    ).toBe(undefined);
  });

  it('links https addresses whatever the letter case of the scheme, to the address as the browser reads it', () => {
    expect(parseInline('[x](HTTPS://example.org/a)')).toEqual([
      { type: 'link', href: 'https://example.org/a', children: [{ type: 'text', text: 'x' }] },
    ]);
    expect(parseInline('[x](https:///example.org/a/../b) [y](/a/../rush)')).toEqual([
      { type: 'link', href: 'https://example.org/b', children: [{ type: 'text', text: 'x' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: '/rush', children: [{ type: 'text', text: 'y' }] },
    ]);
  });

  it('reads inline code as typed, links and stars inside it included', () => {
    expect(parseInline('Run `npm **test** [x](javascript:alert(1))` now')).toEqual([
      { type: 'text', text: 'Run ' },
      { type: 'code', text: 'npm **test** [x](javascript:alert(1))' },
      { type: 'text', text: ' now' },
    ]);
  });

  it('leaves lone stars and snake_case words alone', () => {
    expect(parseInline('5 * 3 = 15 and my_var_name')).toEqual([{ type: 'text', text: '5 * 3 = 15 and my_var_name' }]);
  });
});
