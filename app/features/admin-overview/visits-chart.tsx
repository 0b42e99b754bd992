import { useId } from 'react';
import { barLayout, type DayCount } from './visit-chart';
import styles from './admin-overview.module.css';

const BOX = { width: 720, height: 220, left: 44, bottom: 32 };
/** A date under every seventh bar, counted back from today, so the labels never collide. */
const LABEL_EVERY = 7;
/** Room above the plot for the top axis label. */
const TOP = 12;

/** "Nov 3" from 2026-11-03, without time-zone surprises. */
const shortDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Visits per day as a plain SVG bar chart, with the same numbers as a table for anyone who prefers one. */
export function VisitsChart({ days }: { days: readonly DayCount[] }) {
  const id = useId();
  const { bars, max } = barLayout(days, BOX);
  const plotBottom = BOX.height - BOX.bottom;
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const ticks = [0, max / 2, max].filter((t) => Number.isInteger(t));
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 ${-TOP} ${BOX.width} ${BOX.height + TOP}`} role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>
          {`${total} visits in the last ${days.length} days, at most ${Math.max(0, ...days.map((d) => d.count))} a day`}
        </title>
        {ticks.map((tick) => {
          const y = plotBottom - (tick / max) * plotBottom;
          return (
            <g key={tick}>
              <line x1={BOX.left} x2={BOX.width} y1={y} y2={y} className={styles.grid} />
              <text x={BOX.left - 6} y={y + 4} textAnchor="end" className={styles.axis}>
                {tick}
              </text>
            </g>
          );
        })}
        {bars.map((bar, i) => (
          <g key={bar.day}>
            <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} className={styles.bar}>
              <title>{`${shortDate(bar.day)}: ${bar.count}`}</title>
            </rect>
            {(bars.length - 1 - i) % LABEL_EVERY === 0 ? (
              <text
                x={i === bars.length - 1 ? bar.x + bar.width : bar.x + bar.width / 2}
                y={BOX.height - 8}
                textAnchor={i === bars.length - 1 ? 'end' : 'middle'}
                className={styles.axis}
              >
                {shortDate(bar.day)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <details className={styles.table}>
        <summary>Show the numbers</summary>
        <table>
          <caption className="visually-hidden">Visits per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Visits</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{shortDate(d.day)}</th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
