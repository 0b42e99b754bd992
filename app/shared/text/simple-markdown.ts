import { safeLinkHref, userInfoOf } from './safe-link';

/**
 * The small Markdown subset of the texts officers write (app/shared/README.md, "text"), parsed to a tree of plain
 * strings the page turns into React elements, so no typed text is ever treated as HTML.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Paragraph = Inline[];

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; depth: 1 | 2 | 3; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'code'; text: string };

// Alternatives in order: code, link, bold, italic with *, italic with _. Code is first so its text stays as typed;
// link targets are checked by safeLinkHref. A link's text holds no bracket and its target no parenthesis, so a long run
// of unclosed brackets is read in linear time, not retried from every bracket.
const TOKEN =
  /`([^`\n]+)`|\[([^[\]\n]+)\]\(([^\s()]+)\)|\*\*([^*\n](?:[^*\n]|\*(?!\*))*?)\*\*|\*([^*\s](?:[^*\n]*?[^*\s])?)\*|\b_([^_\n]+?)_\b/g;

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
    const [whole, code, linkText, href, bold, starItalic, underscoreItalic] = match;
    if (code !== undefined) {
      out.push({ type: 'code', text: code });
    } else if (linkText !== undefined && href !== undefined) {
      const target = safeLinkHref(href);
      if (target !== undefined) out.push({ type: 'link', href: target, children: parseInline(linkText) });
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

/**
 * Why a text's link would show as plain text where the officer meant a link, for the form they type it in: a name
 * and `@` before the site, which makes `https://site@evil.example` read as this site's. Undefined when none has.
 */
export function markdownLinkProblem(source: string): string | undefined {
  for (const [, code, , href] of source.matchAll(TOKEN)) {
    const userInfo = code === undefined && href !== undefined ? userInfoOf(href) : undefined;
    if (userInfo !== undefined)
      return `The link “${href}” puts “${userInfo}” before its site, which hides where it leads: write the address without it.`;
  }
  return undefined;
}

/** A schema's check of a Markdown field: refuses it with markdownLinkProblem's sentence. */
export function checkMarkdownLinks(
  source: string,
  context: { addIssue: (issue: { code: 'custom'; message: string }) => void },
) {
  const problem = markdownLinkProblem(source);
  if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
}

const FENCE = /^\s*```/;
// A heading's closing #s are cut with string operations (headingText): a pattern for them backtracks on long lines.
const HEADING = /^\s*(#{1,3})[ \t]+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const BLANK = /^\s*$/;

/** A heading's text without its optional closing #s (`## Points ##`), which count only after a space. */
function headingText(raw: string): string {
  const text = raw.trimEnd();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  if (end === text.length || (end > 0 && text[end - 1] !== ' ' && text[end - 1] !== '\t')) return text;
  return text.slice(0, end).trimEnd();
}

/** Whether a line starts a block of its own, ending the paragraph before it. */
const startsBlock = (line: string) =>
  FENCE.test(line) || HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line);

/**
 * The blocks of a text, in order. A paragraph's single line breaks join with a space; a list runs while its lines
 * keep its kind of marker; a code block runs to its closing ``` line (or the end of the text) and keeps its lines
 * exactly.
 */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (BLANK.test(line)) {
      i++;
    } else if (FENCE.test(line)) {
      let stop = i + 1;
      while (stop < lines.length && !FENCE.test(lines[stop] as string)) stop++;
      blocks.push({ type: 'code', text: lines.slice(i + 1, stop).join('\n') });
      i = stop + 1;
    } else if (HEADING.test(line)) {
      const [, marks, text] = HEADING.exec(line) as RegExpExecArray;
      blocks.push({
        type: 'heading',
        depth: (marks as string).length as 1 | 2 | 3,
        children: parseInline(headingText(text ?? '')),
      });
      i++;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const marker = BULLET.test(line) ? BULLET : NUMBERED;
      const items: Inline[][] = [];
      for (; i < lines.length && marker.test(lines[i] as string); i++) {
        items.push(parseInline(((marker.exec(lines[i] as string) as RegExpExecArray)[1] ?? '').trim()));
      }
      blocks.push({ type: 'list', ordered: marker === NUMBERED, items });
    } else {
      const start = i;
      i++;
      while (i < lines.length && !BLANK.test(lines[i] as string) && !startsBlock(lines[i] as string)) i++;
      const text = lines
        .slice(start, i)
        .map((part) => part.trim())
        .join(' ');
      blocks.push({ type: 'paragraph', children: parseInline(text) });
    }
  }
  return blocks;
}
