import { describe, expect, it } from 'vitest';
import { parseInline, parseSimpleMarkdown } from './simple-markdown';

describe('parseSimpleMarkdown', () => {
  it('splits paragraphs on blank lines and joins single line breaks', () => {
    expect(parseSimpleMarkdown('One\nline.\n\n\r\nTwo.\n   \nThree.')).toEqual([
      [{ type: 'text', text: 'One line.' }],
      [{ type: 'text', text: 'Two.' }],
      [{ type: 'text', text: 'Three.' }],
    ]);
  });

  it('gives nothing for empty or blank text', () => {
    expect(parseSimpleMarkdown('')).toEqual([]);
    expect(parseSimpleMarkdown('  \n\n  ')).toEqual([]);
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
  ])('keeps a link to %j as plain text: not an https address nor a plain site path', (href) => {
    const source = `See [this](${href}) now`;
    expect(parseInline(source)).toEqual([{ type: 'text', text: source }]);
  });

  it('links https addresses whatever the letter case of the scheme', () => {
    expect(parseInline('[x](HTTPS://example.org/a)')).toEqual([
      { type: 'link', href: 'HTTPS://example.org/a', children: [{ type: 'text', text: 'x' }] },
    ]);
  });

  it('leaves lone stars and snake_case words alone', () => {
    expect(parseInline('5 * 3 = 15 and my_var_name')).toEqual([{ type: 'text', text: '5 * 3 = 15 and my_var_name' }]);
  });
});
