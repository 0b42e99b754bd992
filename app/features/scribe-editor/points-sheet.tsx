import { memo, useMemo, useState, type ChangeEvent, type CSSProperties, type KeyboardEvent } from 'react';
import { cellKey, matchesSearch, rowTotal } from './points-sheet-rules';
import type { PointsSheetData } from './points-sheet.server';
import type { EditStore } from './points-sheet-store';
import styles from './points-sheet.module.css';

type Member = PointsSheetData['members'][number];
type Event = PointsSheetData['events'][number];

interface Props {
  sheet: PointsSheetData;
  loaded: ReadonlyMap<string, number>;
  /** Changes with every load, so rows start again from fresh data (typed edits survive in the store). */
  loadId: string;
  query: string;
  store: EditStore;
  disabled: boolean;
  onDeleteEvent: (event: Event) => void;
}

/** The points spreadsheet: a row per active member, a column per event, the row's total always the live sum. */
export const PointsSheet = memo(function PointsSheet({
  sheet,
  loaded,
  loadId,
  query,
  store,
  disabled,
  onDeleteEvent,
}: Props) {
  // One array per row, stable between renders, so memoised rows skip re-rendering when nothing of theirs changed.
  const initialRows = useMemo(
    () => sheet.members.map((m) => sheet.events.map((e) => loaded.get(cellKey(m.id, e.id)) ?? 0)),
    [sheet, loaded],
  );
  return (
    <div className={styles.scroller}>
      {/* Fixed column widths: a keystroke changes one total, and a fixed layout spares re-measuring every cell. */}
      <table
        className={styles.sheet}
        style={{ '--events': sheet.events.length } as CSSProperties}
        onKeyDown={moveBetweenCells}
      >
        <caption className="visually-hidden">Event points per member. Arrow keys and Enter move between cells.</caption>
        <colgroup>
          <col className={styles.nameCol} />
          {sheet.events.map((event) => (
            <col key={event.id} className={styles.eventCol} />
          ))}
          <col className={styles.totalCol} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              Member
            </th>
            {sheet.events.map((event) => (
              <th scope="col" key={event.id} className={styles.event}>
                <span className={styles.eventHead}>
                  <span id={`event-${event.id}`}>{event.name}</span>
                  <button
                    type="button"
                    className={styles.delete}
                    aria-label={`Delete event ${event.name}`}
                    disabled={disabled}
                    onClick={() => onDeleteEvent(event)}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </span>
              </th>
            ))}
            <th scope="col" className={styles.totalHead}>
              Total Points
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.members.map((member, i) => (
            <PointsRow
              key={`${member.id}:${loadId}`}
              member={member}
              events={sheet.events}
              initial={initialRows[i] as number[]}
              hidden={!matchesSearch(`${member.firstName} ${member.lastName}`, query)}
              store={store}
            />
          ))}
        </tbody>
      </table>
      {sheet.members.length === 0 ? <p className={styles.empty}>No active members.</p> : null}
    </div>
  );
});

interface RowProps {
  member: Member;
  events: Event[];
  initial: number[];
  hidden: boolean;
  store: EditStore;
}

/** One member's row; it holds its own cell text, so typing re-renders this row only. */
const PointsRow = memo(function PointsRow({ member, events, initial, hidden, store }: RowProps) {
  const [values, setValues] = useState(() =>
    events.map((event, c) => store.typed(cellKey(member.id, event.id)) ?? String(initial[c])),
  );
  const onChange = (change: ChangeEvent<HTMLInputElement>) => {
    const c = Number(change.target.dataset.c);
    const raw = change.target.value;
    setValues((current) => current.map((v, i) => (i === c ? raw : v)));
    store.type(cellKey(member.id, (events[c] as Event).id), raw, initial[c] as number);
  };
  return (
    <tr hidden={hidden}>
      <th scope="row" id={`member-${member.id}`} className={styles.name}>
        {member.firstName} {member.lastName}
      </th>
      {values.map((value, c) => (
        <td key={(events[c] as Event).id}>
          <input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            className={styles.cell}
            value={value}
            data-c={c}
            aria-labelledby={`member-${member.id} event-${(events[c] as Event).id}`}
            onChange={onChange}
          />
        </td>
      ))}
      <td className={styles.total}>{rowTotal(values)}</td>
    </tr>
  );
});

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  Enter: [1, 0],
};

/** Arrow keys and Enter (Shift+Enter up) move between cells like a spreadsheet, skipping rows the search hides. */
function moveBetweenCells(event: KeyboardEvent<HTMLTableElement>) {
  const input = event.target as HTMLInputElement;
  const move = MOVES[event.key];
  if (input.dataset.c === undefined || !move || event.altKey || event.ctrlKey || event.metaKey) return;
  event.preventDefault(); // also stops a number input stepping its value on ArrowUp/ArrowDown
  const [dr, dc] = event.key === 'Enter' && event.shiftKey ? [-1, 0] : move;
  const row = input.closest('tr') as HTMLTableRowElement;
  const rows = [...(row.parentElement as HTMLElement).children].filter((r) => !(r as HTMLElement).hidden);
  const target = rows[rows.indexOf(row) + dr]?.querySelector<HTMLInputElement>(
    `input[data-c="${Number(input.dataset.c) + dc}"]`,
  );
  target?.focus();
  target?.select();
}
