/**
 * A tiny Markdown subset for long texts officers write (the regent's message): paragraphs separated by a blank line,
 * **bold**, *italic* or _italic_, and [links](https://...). The result is a tree of plain strings that the page
 * turns into React elements, so no text an officer types is ever treated as HTML.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Paragraph = Inline[];

// Alternatives in order: link, bold, italic with *, italic with _. The link target must be https or a site path.
const TOKEN =
  /\[([^\]\n]+)\]\(((?:https:\/\/|\/)[^\s)]*)\)|\*\*([^*\n](?:[^*\n]|\*(?!\*))*?)\*\*|\*([^*\s](?:[^*\n]*?[^*\s])?)\*|\b_([^_\n]+?)_\b/g;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const start = match.index;
    if (start > last) out.push({ type: 'text', text: source.slice(last, start) });
    const [whole, linkText, href, bold, starItalic, underscoreItalic] = match;
    if (linkText !== undefined && href !== undefined) {
      out.push({ type: 'link', href, children: parseInline(linkText) });
    } else if (bold !== undefined) {
      out.push({ type: 'strong', children: parseInline(bold) });
    } else {
      out.push({ type: 'em', children: parseInline(starItalic ?? underscoreItalic ?? '') });
    }
    last = start + whole.length;
  }
  if (last < source.length) out.push({ type: 'text', text: source.slice(last) });
  return out;
}

/** Paragraphs split on blank lines; single line breaks inside a paragraph join with a space. */
export function parseSimpleMarkdown(source: string): Paragraph[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim().replace(/\s*\n\s*/g, ' '))
    .filter((block) => block.length > 0)
    .map(parseInline);
}
