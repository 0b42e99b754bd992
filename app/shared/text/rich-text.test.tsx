import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const html = (source: string) => renderToStaticMarkup(<RichText source={source} />);

describe('RichText', () => {
  it('renders paragraphs, bold, italic and links', () => {
    expect(html('Hello **all**.\n\nSee *you* at [rush](/rush) or [the form](https://forms.gle/x).')).toBe(
      '<p>Hello <strong>all</strong>.</p><p>See <em>you</em> at <a href="/rush">rush</a> or ' +
        '<a href="https://forms.gle/x" rel="noopener noreferrer">the form</a>.</p>',
    );
  });

  it('escapes HTML an officer typed instead of running it', () => {
    const out = html('<script>alert(1)</script> <img src=x onerror="alert(1)"> [x](javascript:alert(1))');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('href="javascript');
    expect(out).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=&quot;alert(1)&quot;&gt; [x](javascript:alert(1))</p>',
    );
  });

  it('shows links that would leave the site as text, and marks every external link noopener noreferrer', () => {
    expect(html('[p](//evil.example) [b](/\\evil.example)')).toBe('<p>[p](//evil.example) [b](/\\evil.example)</p>');
    expect(html('[x](HTTPS://example.org)')).toBe(
      '<p><a href="HTTPS://example.org" rel="noopener noreferrer">x</a></p>',
    );
  });
});
