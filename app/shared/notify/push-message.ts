/**
 * The words of a push notification, from a message's title and Markdown. Pure (push-message.test.ts).
 *
 * A phone shows a notification's body in two or three lines, and push services refuse payloads over 4 KB, so the body
 * is the message's first paragraph as plain text, cut at a word to 180 characters.
 */
export const PUSH_BODY_LENGTH = 180;

/** What the service worker (public/push-worker.js) shows, and the path it opens on a tap. */
export interface PushPayload {
  title: string;
  body: string;
  path: string;
}

export function pushBody(markdown: string): string {
  const paragraph = markdown.trim().split(/\n\s*\n/)[0] ?? '';
  const text = paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image: its words
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '') // a heading, quote or list item's marker
    .replace(/[*_`~]+/g, '') // emphasis and code marks
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= PUSH_BODY_LENGTH) return text;
  const cut = text.slice(0, PUSH_BODY_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > PUSH_BODY_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
