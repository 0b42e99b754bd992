/**
 * Counts a multipart form's fields and text as its bytes arrive, so a form past a limit is refused at the chunk
 * that crosses it, before anything parses it: parsing runs on the server's one thread, and a form of tens of
 * thousands of small fields would hold every other request while it ran.
 */

export interface MultipartLimits {
  /** The most parts (fields and files) a form may have. */
  fields: number;
  /** The most bytes of field names and text values together; files do not count. */
  textBytes: number;
}

export type MultipartProblem = 'too-many-fields' | 'too-much-text' | 'unreadable';

/** The longest header block a part may have: a name, a file name and a type take a few hundred bytes. */
const MAX_PART_HEADERS = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

export class MultipartScan {
  /** Why the form is refused, once it is. */
  problem: MultipartProblem | undefined;
  private state: 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done' = 'preamble';
  /** Bytes not yet judged: at most a delimiter's length while in a part, a header block while in headers. */
  private pending: Buffer;
  private readonly delimiter: Buffer;
  private fields = 0;
  private textBytes = 0;
  private inFile = false;

  constructor(
    boundary: string,
    private readonly limits: MultipartLimits,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    // The body opens with `--boundary`: a line break before it lets the first delimiter be found as the others.
    this.pending = Buffer.from(CRLF);
  }

  /** Takes the next chunk of the body; false as soon as the form is refused. */
  push(chunk: Uint8Array): boolean {
    if (this.problem !== undefined) return false;
    this.pending = Buffer.concat([this.pending, chunk]);
    while (this.problem === undefined && this.step());
    return this.problem === undefined;
  }

  /** Whether the whole body was a form within the limits, its closing delimiter included. */
  finish(): boolean {
    if (this.problem === undefined && this.state !== 'done') this.problem = 'unreadable';
    return this.problem === undefined;
  }

  /** Moves on by what the pending bytes allow; false when more bytes are needed. */
  private step(): boolean {
    switch (this.state) {
      case 'preamble':
      case 'body':
        return this.untilDelimiter();
      case 'after-delimiter':
        return this.afterDelimiter();
      case 'headers':
        return this.headers();
      case 'done':
        this.pending = Buffer.alloc(0);
        return false;
    }
  }

  private untilDelimiter(): boolean {
    const at = this.pending.indexOf(this.delimiter);
    // Without a delimiter, all but its length less one byte (which may start one) belongs to the part.
    const taken = at >= 0 ? at : Math.max(0, this.pending.length - this.delimiter.length + 1);
    if (this.state === 'body' && !this.inFile) this.addText(taken);
    if (at < 0) {
      this.pending = this.pending.subarray(taken);
      return false;
    }
    this.pending = this.pending.subarray(at + this.delimiter.length);
    this.state = 'after-delimiter';
    return true;
  }

  private afterDelimiter(): boolean {
    if (this.pending.length < 2) return false;
    if (this.pending[0] === 0x2d && this.pending[1] === 0x2d) {
      this.state = 'done';
      return true;
    }
    const lineEnd = this.pending.indexOf(CRLF);
    if (lineEnd < 0) {
      if (this.pending.length > MAX_PART_HEADERS) this.problem = 'unreadable';
      return false;
    }
    this.pending = this.pending.subarray(lineEnd + CRLF.length);
    this.state = 'headers';
    return true;
  }

  private headers(): boolean {
    // A part without headers ends its block at once; otherwise at the first blank line.
    const end = this.pending.subarray(0, 2).equals(CRLF) ? -2 : this.pending.indexOf(HEADERS_END);
    if (end === -1) {
      if (this.pending.length > MAX_PART_HEADERS) this.problem = 'unreadable';
      return false;
    }
    const block = end < 0 ? '' : this.pending.subarray(0, end).toString('latin1');
    this.pending = this.pending.subarray(end < 0 ? CRLF.length : end + HEADERS_END.length);
    this.fields += 1;
    if (this.fields > this.limits.fields) {
      this.problem = 'too-many-fields';
      return false;
    }
    // The form parser reads a part's name and file name from its Content-Disposition alone, and so does this.
    const disposition = /^content-disposition:(.*)$/im.exec(block)?.[1] ?? '';
    this.inFile = /;\s*filename\*?=/i.test(disposition);
    this.addText(Buffer.byteLength(/;\s*name="([^"]*)"/i.exec(disposition)?.[1] ?? '', 'latin1'));
    this.state = 'body';
    return true;
  }

  private addText(bytes: number): void {
    this.textBytes += bytes;
    if (this.textBytes > this.limits.textBytes) this.problem = 'too-much-text';
  }
}
