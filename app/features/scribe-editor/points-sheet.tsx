import {
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { SCRIBE_MESSAGES } from './messages';
import {
  type AttendanceMark,
  cellKey,
  cellOrigin,
  type CellOrigin,
  matchesSearch,
  readPoints,
  rowTotal,
  shownPoints,
} from './points-sheet-rules';
import { dateTimeFormat } from '../../shared/time/date-time-format';
import { chapter } from '../../config/chapter';
import type { PointsSheetData } from './points-sheet.server';
import type { EditStore } from './points-sheet-store';
import styles from './points-sheet.module.css';

type Member = PointsSheetData['members'][number];
type Event = PointsSheetData['events'][number];

interface Props {
  sheet: PointsSheetData;
  loaded: ReadonlyMap<string, number>;
  query: string;
  store: EditStore;
  disabled: boolean;
  onDeleteEvent: (event: Event) => void;
}

/** The points spreadsheet: a row per active member, a column per event, the row's total always the live sum. */
export const PointsSheet = memo(function PointsSheet({ sheet, loaded, query, store, disabled, onDeleteEvent }: Props) {
  // One array per row, stable between renders, so memoised rows skip re-rendering when nothing of theirs changed.
  const initialRows = useMemo(
    () => sheet.members.map((m) => sheet.events.map((e) => loaded.get(cellKey(m.id, e.id)) ?? 0)),
    [sheet, loaded],
  );
  const originRows = useMemo(() => {
    const typed = new Set(sheet.overridden.map(([m, e]) => cellKey(m, e)));
    const marks = new Map<string, AttendanceMark>(sheet.attendance.map(([m, e, mark]) => [cellKey(m, e), mark]));
    return sheet.members.map((m) =>
      sheet.events.map((e) => {
        const key = cellKey(m.id, e.id);
        return cellOrigin(typed.has(key), marks.get(key), e.stage);
      }),
    );
  }, [sheet]);
  const scroller = useRef<HTMLDivElement>(null);
  // On opening, the newest event that has begun is the first column beside the names, so a phone shows it whole;
  // events still to come sit to its left. Only then: fresh data after a save never moves the sheet.
  const current = sheet.events.find((event) => event.stage !== 'to-come')?.id;
  useEffect(() => {
    const box = scroller.current;
    const head = box?.querySelector<HTMLElement>(`th[data-event="${current}"]`);
    const names = box?.querySelector<HTMLElement>('thead th');
    if (box && head && names) box.scrollLeft = head.offsetLeft - names.offsetWidth;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, []);
  return (
    <div className={styles.scroller} ref={scroller}>
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
              <th scope="col" key={event.id} className={styles.event} data-event={event.id}>
                <span className={styles.eventHead}>
                  <span>
                    <span id={`event-${event.id}`}>{event.name}</span>
                    <time className={styles.eventDate} dateTime={event.date}>
                      {EVENT_DATE.format(new Date(event.date))}
                    </time>
                  </span>
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
              key={member.id}
              member={member}
              events={sheet.events}
              initial={initialRows[i] as number[]}
              origins={originRows[i] as (CellOrigin | null)[]}
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
  /** Per column, where the cell's number as loaded came from (null: an event still to come, no mark). */
  origins: (CellOrigin | null)[];
  hidden: boolean;
  store: EditStore;
}

/**
 * One member's row; it holds its own cell text, so typing re-renders this row only. A cell that cannot be stored as
 * typed is marked with the rule beside it, and its row stays in view whatever the search, so it can be fixed.
 */
const PointsRow = memo(function PointsRow({ member, events, initial, origins, hidden, store }: RowProps) {
  const fresh = () => events.map((event, c) => store.typed(cellKey(member.id, event.id)) ?? String(initial[c]));
  const [row, setRow] = useState(() => ({ from: initial, values: fresh() }));
  // Fresh data (after any save, or a column added or deleted) starts the row again from it, keeping typed cells; the
  // row stays mounted, so the cell being typed in keeps the focus.
  const values = row.from === initial ? row.values : fresh();
  if (row.from !== initial) setRow({ from: initial, values });
  const setCell = (c: number, raw: string) => {
    setRow((current) => ({ ...current, values: current.values.map((v, i) => (i === c ? raw : v)) }));
    store.type(cellKey(member.id, (events[c] as Event).id), raw, initial[c] as number);
  };
  // Once the officer moves on, the cell shows what it will store: an empty cell shows 0, "007" shows 7.
  const showStored = (event: FocusEvent<HTMLInputElement>) => {
    const shown = shownPoints(event.target.value);
    if (shown !== event.target.value) setCell(Number(event.target.dataset.c), shown);
  };
  const total = rowTotal(values);
  return (
    <tr hidden={hidden && total !== null}>
      <th scope="row" id={`member-${member.id}`} className={styles.name}>
        {member.firstName} {member.lastName}
      </th>
      {values.map((value, c) => {
        const event = events[c] as Event;
        const refused = readPoints(value) === null;
        const why = `why-${member.id}-${event.id}`;
        const origin = origins[c] ?? null;
        const from = origin ? `from-${member.id}-${event.id}` : null;
        const described = [refused ? why : null, from].filter(Boolean).join(' ');
        return (
          <td key={event.id} className={styles.cellBox}>
            {/* Text, not a number input: Chromium reports a half-typed number like "1e" as empty, hiding it. */}
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className={styles.cell}
              value={value}
              data-c={c}
              aria-labelledby={`member-${member.id} event-${event.id}`}
              aria-invalid={refused || undefined}
              aria-describedby={described || undefined}
              onChange={(change) => setCell(c, change.target.value)}
              onBlur={showStored}
            />
            {origin && from ? <OriginMark id={from} origin={origin} /> : null}
            {refused ? (
              <span id={why} className={styles.why}>
                {SCRIBE_MESSAGES.invalidPoints}
              </span>
            ) : null}
          </td>
        );
      })}
      <td className={styles.total}>
        {total ?? (
          <>
            <span aria-hidden="true">–</span>
            <span className="visually-hidden">no total until the marked cell is fixed</span>
          </>
        )}
      </td>
    </tr>
  );
});

/** Events' dates in the header, as the chapter counts days. */
const EVENT_DATE = dateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: chapter.timeZone,
});

const originClass = (origin: CellOrigin) => `${styles.origin} ${origin === 'by-hand' ? styles.byHand : ''}`;

/**
 * Where a cell's number came from: a word in its corner, read out with the cell in full. The word is drawn by the
 * stylesheet from `data-shown`: a sheet holds a thousand of them, and as text each one doubled the page's checks.
 */
function OriginMark({ id, origin }: { id: string; origin: CellOrigin }) {
  const { shown, said } = SCRIBE_MESSAGES.origins[origin];
  return (
    <span id={id} className={originClass(origin)} data-shown={shown}>
      <span className="visually-hidden">{said}</span>
    </span>
  );
}

/** Under the sheet: each word a cell's corner may show, and what it means. */
export function OriginLegend() {
  const origins = Object.keys(SCRIBE_MESSAGES.originLegend) as CellOrigin[];
  return (
    <div className={styles.legend}>
      <p>{SCRIBE_MESSAGES.originLegendTitle}</p>
      <dl>
        {origins.map((origin) => (
          <div key={origin}>
            <dt className={originClass(origin)}>{SCRIBE_MESSAGES.origins[origin].shown}</dt>
            <dd>{SCRIBE_MESSAGES.originLegend[origin]}</dd>
          </div>
        ))}
      </dl>
      <p>{SCRIBE_MESSAGES.originLegendUpcoming}</p>
    </div>
  );
}

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
