import { Transform } from 'node:stream';

/**
 * React puts every script's `<link rel="modulepreload">` at the top of the head, so a phone shares its slow
 * connection between 100 KB of scripts and what the page needs to show; without them the scripts load once the
 * page can be shown (docs/decisions/0010-critical-path.md).
 */
const SCRIPT_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** The document's head without its script preloads; nothing else is touched. */
export function withoutScriptPreloads(head: string): string {
  return head.replace(SCRIPT_PRELOAD, '');
}

const HEAD_END = Buffer.from('</head>');

/**
 * Passes a rendered document through, holding back only its head (the start of the stream, flushed at once with
 * the page's first part) until it is whole, so that its script preloads are left out whatever the chunks' sizes.
 */
export function scriptPreloadsLeftOut(): Transform {
  let held: Buffer[] = [];
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (passing) return done(null, chunk);
      held.push(chunk);
      const start = Buffer.concat(held);
      const end = start.indexOf(HEAD_END);
      if (end < 0) {
        held = [start];
        return done();
      }
      passing = true;
      held = [];
      const headEnd = end + HEAD_END.length;
      done(
        null,
        Buffer.concat([
          Buffer.from(withoutScriptPreloads(start.subarray(0, headEnd).toString('utf8'))),
          start.subarray(headEnd),
        ]),
      );
    },
    // A document without a head (an aborted render) is passed on as it came.
    flush(done) {
      done(null, held.length ? Buffer.concat(held) : undefined);
    },
  });
}
