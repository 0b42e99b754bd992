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
      '<p><a href="https://example.org/" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('renders headings one level below the given top, lists and code, all escaped', () => {
    const source = '# Dues\n- Pay by **Friday**\n1. <b>Open</b>\n\n```\n<script>x</script>\n```\nUse `<i>`.';
    expect(renderToStaticMarkup(<RichText source={source} topHeading={2} />)).toBe(
      '<h2>Dues</h2><ul><li>Pay by <strong>Friday</strong></li></ul><ol><li>&lt;b&gt;Open&lt;/b&gt;</li></ol>' +
        '<pre><code>&lt;script&gt;x&lt;/script&gt;</code></pre><p>Use <code>&lt;i&gt;</code>.</p>',
    );
    expect(html('### Deep')).toBe('<h5>Deep</h5>');
  });
});
