import type { SiteProcess } from '../support/site-process';
import type { Row } from './site-tables';

/** An officer's requests to a running site. */
export interface Writer {
  /** The site's address and the officer's session cookie, for helpers that make requests of their own. */
  url: string;
  cookie: string;
  /** POSTs form fields (urlencoded or multipart), or JSON when given a plain object; answers the status. */
  post: (pathname: string, body: URLSearchParams | FormData | object) => Promise<number>;
  tables: () => Promise<Map<string, Row[]>>;
}

/** The requests of the officer whose session cookie is given; `tables` reads the site's database. */
export function writerFor(site: SiteProcess, cookie: string, tables: Writer['tables']): Writer {
  return {
    url: site.url,
    cookie,
    tables,
    async post(pathname, body) {
      const form = body instanceof URLSearchParams || body instanceof FormData;
      const response = await fetch(`${site.url}${pathname}`, {
        method: 'POST',
        // fetch sets the content type of a form itself (with the multipart boundary).
        headers: { Cookie: cookie, Origin: site.url, ...(form ? {} : { 'Content-Type': 'application/json' }) },
        body: form ? body : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      return response.status;
    },
  };
}

export const rows = (tables: Map<string, Row[]>, name: string) => tables.get(name) ?? [];

export const activeIds = (tables: Map<string, Row[]>) =>
  rows(tables, 'members')
    .filter((m) => m.status === 'active' && m.dropped === false)
    .map((m) => Number(m.id))
    .sort((a, b) => a - b);

export const cellKey = (c: { memberId: number; eventId: number }) => `${c.memberId}:${c.eventId}`;

/** Each event_points cell's points, by cellKey. */
export const pointsOf = (tables: Map<string, Row[]>) =>
  new Map(
    rows(tables, 'event_points').map((r) => [
      cellKey({ memberId: Number(r.member_id), eventId: Number(r.event_id) }),
      Number(r.points),
    ]),
  );

export const auditCount = (tables: Map<string, Row[]>, action: string) =>
  rows(tables, 'audit_log').filter((r) => r.action === action).length;

/** The audit action of a Scribe points save: each committed save adds exactly one such row. */
export const SCRIBE_SAVE = 'scribe.save';

/**
 * Scribe points saves as a write load: officers make them many times a minute and they are not rate-limited.
 * Save n sets one cell of the sheet (taking the cells in turn) to n + 1, from the value the cell held, so saves do
 * not conflict; only a cell whose earlier save committed without an answer refuses its next save with 409.
 */
export function scribeSaves(writer: Writer, before: Map<string, Row[]>) {
  const eventIds = rows(before, 'events').map((e) => Number(e.id));
  const cells = activeIds(before).flatMap((memberId) => eventIds.map((eventId) => ({ memberId, eventId })));
  if (cells.length === 0) throw new Error('The sheet has no cells to save.');
  const held = pointsOf(before);
  const sent = new Map<string, Set<number>>();
  return {
    async send(n: number): Promise<number> {
      const cell = cells[n % cells.length] as { memberId: number; eventId: number };
      const key = cellKey(cell);
      const points = n + 1;
      sent.set(key, (sent.get(key) ?? new Set()).add(points));
      const status = await writer.post('/scribe-editor', {
        intent: 'save',
        cells: [{ ...cell, points, was: held.get(key) ?? 0 }],
      });
      // The next save of this cell starts from what this one wrote, as the page would after a successful save.
      if (status === 200) held.set(key, points);
      return status;
    },
    /** What is wrong with the points after the saves: a cell no save was sent to changed, or took a value never sent. */
    problem(after: Map<string, Row[]>): string | null {
      const old = pointsOf(before);
      const now = pointsOf(after);
      for (const key of new Set([...old.keys(), ...now.keys()])) {
        const value = now.get(key) ?? 0;
        if (value !== (old.get(key) ?? 0) && !sent.get(key)?.has(value))
          return `cell ${key} holds ${value}, never saved`;
      }
      return null;
    },
  };
}
