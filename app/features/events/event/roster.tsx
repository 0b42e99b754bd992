import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '../../../shared/forms/action-result';
import tool from '../../../shared/layout/officer-tool.module.css';
import { ToolMessage, type ToolNotice } from '../../../shared/layout/tool-message';
import { UnsavedChangesGuard } from '../../../shared/layout/unsaved-changes-guard';
import type { AttendanceStatus } from '../attendance/attendance.server';
import { checkInTimeText } from '../check-in/check-in-time-text';
import { MAX_REASON } from './event-limits';
import { EVENT_MESSAGES } from '../messages';
import {
  checkAll,
  editsOnFreshRows,
  markCounts,
  rosterChanges,
  withMarks,
  type RosterEdit,
  type RosterMark,
} from './roster-rules';
import type { RosterRow } from './roster.server';
import styles from './events.module.css';

const CHOICES: { status: AttendanceStatus; label: string }[] = [
  { status: 'attended', label: 'Attended' },
  { status: 'excused', label: 'Excused' },
  { status: 'absent', label: 'Absent' },
];

interface Props {
  eventId: number;
  /** The event's start: a check-in on its own day reads as a time alone, a later one with its date. */
  startsAt: Date;
  points: number;
  rows: readonly RosterRow[];
}

/**
 * The event's roster: every active member with attended / excused / absent, an excuse reason, "Check all" and
 * "Save roster". Marks stay in the page until saved; the save sends only the rows that changed, each with the mark
 * the row showed when it was marked, so a save made after another officer's is refused rather than undoing theirs.
 */
export function Roster({ eventId, startsAt, points, rows }: Props) {
  const fetcher = useFetcher<ActionResult>();
  const loaded = useMemo(
    () => new Map<number, RosterMark>(rows.map((r) => [r.memberId, { status: r.status, reason: r.reason }])),
    [rows],
  );
  const [state, setState] = useState({ from: rows, edits: new Map<number, RosterEdit>() });
  // Fresh page data (after a save, or a refusal because members left) starts again from it, keeping what still
  // means a change.
  const edits = state.from === rows ? state.edits : editsOnFreshRows(state.edits, loaded);
  if (state.from !== rows) setState({ from: rows, edits });
  const [local, setLocal] = useState<ToolNotice | null>(null);
  const marks = new Map([...loaded].map(([id, mark]) => [id, edits.get(id)?.mark ?? mark]));
  const changes = rosterChanges(loaded, edits);
  const counts = markCounts(marks.values());
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  // Where the answer is not kept in view with the buttons (a phone), it is brought into view when it comes.
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) message.current?.scrollIntoView({ block: 'nearest' });
  }, [answer]);

  const setMarks = (next: Iterable<[number, RosterMark]>) =>
    setState((current) => ({ from: current.from, edits: withMarks(current.edits, loaded, next) }));
  const mark = (memberId: number, change: Partial<RosterMark>) =>
    setMarks([[memberId, { ...(marks.get(memberId) as RosterMark), ...change }]]);

  function save() {
    if (busy) return;
    if (changes.length === 0) return setLocal({ ok: false, message: EVENT_MESSAGES.rosterNoChanges });
    setLocal(null);
    fetcher.submit({ intent: 'roster', changes: JSON.stringify(changes) }, { method: 'post' });
  }

  return (
    <section aria-labelledby="roster-heading" className={styles.roster}>
      <h2 id="roster-heading">Roster</h2>
      <p className={tool.muted}>
        {counts.attended} attended, {counts.excused} excused, {counts.absent} absent. Attending gives{' '}
        {points.toLocaleString('en-US')} points.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {/* The buttons and the save's answer stay in view (on a phone, the buttons), so the answer shows at whichever
            row Save was pressed. */}
        <div className={styles.rosterTop}>
          <div className={styles.rosterBar}>
            <button type="button" className={tool.secondary} onClick={() => setMarks(checkAll(marks))}>
              Check all
            </button>
            <button type="submit" className={tool.button} aria-disabled={busy}>
              {busy ? 'Saving…' : 'Save roster'}
            </button>
            <span className={tool.muted} aria-live="polite">
              {changes.length > 0 ? EVENT_MESSAGES.unsaved(changes.length) : ''}
            </span>
          </div>
          <div ref={message} className={styles.rosterMessage}>
            <ToolMessage notice={local ?? answer} />
          </div>
        </div>
        {rows.length === 0 ? <p className={styles.empty}>There are no active members.</p> : null}
        <ul className={styles.rosterRows}>
          {rows.map((row) => (
            <RosterLine
              key={row.memberId}
              row={row}
              current={marks.get(row.memberId) as RosterMark}
              changed={changes.some((c) => c.memberId === row.memberId)}
              onMark={(change) => mark(row.memberId, change)}
              eventId={eventId}
              startsAt={startsAt}
            />
          ))}
        </ul>
      </form>
      <UnsavedChangesGuard when={changes.length > 0}>{EVENT_MESSAGES.leave(changes.length)}</UnsavedChangesGuard>
    </section>
  );
}

function RosterLine({
  row,
  current,
  changed,
  onMark,
  eventId,
  startsAt,
}: {
  row: RosterRow;
  current: RosterMark;
  changed: boolean;
  onMark: (change: Partial<RosterMark>) => void;
  eventId: number;
  startsAt: Date;
}) {
  const name = `${row.firstName} ${row.lastName}`;
  const group = `mark-${eventId}-${row.memberId}`;
  return (
    <li className={changed ? `${styles.rosterRow} ${styles.changed}` : styles.rosterRow}>
      <fieldset className={styles.marks}>
        <legend className={styles.memberName}>{name}</legend>
        <div className={styles.choices}>
          {CHOICES.map((choice) => (
            <label key={choice.status} className={styles.choice}>
              <input
                type="radio"
                name={group}
                value={choice.status}
                checked={current.status === choice.status}
                onChange={() => onMark({ status: choice.status })}
              />{' '}
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {current.status === 'excused' ? (
        <label className={styles.reason}>
          <span>
            Excuse reason<span className="visually-hidden"> for {name}</span>
          </span>
          <input
            className={styles.input}
            value={current.reason}
            maxLength={MAX_REASON}
            onChange={(event) => onMark({ reason: event.target.value })}
          />
        </label>
      ) : null}
      <div className={styles.notes}>
        {row.how === 'check-in' && row.status === 'attended' && row.recordedAt ? (
          <span>checked in {checkInTimeText(row.recordedAt, startsAt)}</span>
        ) : null}
        {row.overriddenPoints !== null ? (
          <span>points set in the points sheet: {row.overriddenPoints.toLocaleString('en-US')}</span>
        ) : null}
      </div>
    </li>
  );
}
