import { isSafeLink } from './safe-link';

/**
 * A tiny Markdown subset for long texts officers write (the regent's message): paragraphs separated by a blank line,
 * **bold**, *italic* or _italic_, and [links](https://...) to https addresses or site paths only (see isSafeLink). The
 * result is a tree of plain strings that the page turns into React elements, so no text an officer types is ever
 * treated as HTML.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Paragraph = Inline[];

// Alternatives in order: link, bold, italic with *, italic with _. Link targets are checked by isSafeLink.
const TOKEN =
  /\[([^\]\n]+)\]\(([^\s)]+)\)|\*\*([^*\n](?:[^*\n]|\*(?!\*))*?)\*\*|\*([^*\s](?:[^*\n]*?[^*\s])?)\*|\b_([^_\n]+?)_\b/g;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  // A refused link stays as the text that was typed, joined to the text around it.
  const pushText = (text: string) => {
    const previous = out.at(-1);
    if (previous?.type === 'text') previous.text += text;
    else out.push({ type: 'text', text });
  };
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const start = match.index;
    if (start > last) pushText(source.slice(last, start));
    const [whole, linkText, href, bold, starItalic, underscoreItalic] = match;
    if (linkText !== undefined && href !== undefined) {
      if (isSafeLink(href)) out.push({ type: 'link', href, children: parseInline(linkText) });
      else pushText(whole);
    } else if (bold !== undefined) {
      out.push({ type: 'strong', children: parseInline(bold) });
    } else {
      out.push({ type: 'em', children: parseInline(starItalic ?? underscoreItalic ?? '') });
    }
    last = start + whole.length;
  }
  if (last < source.length) pushText(source.slice(last));
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
