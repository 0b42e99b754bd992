import { useState } from 'react';
import { TIMELINE_LIMITS, type RushContent } from './site-content';
import { Field } from './field';
import styles from './site-content.module.css';
import type { FieldErrors } from '../../shared/forms/action-result';

type Item = RushContent['timeline'][number]['items'][number] & { key: number };
type Week = { key: number; title: string; items: Item[] };

// React keys for rows; never rendered, so the server and the browser need not agree on them.
let lastKey = 0;
const key = () => ++lastKey;

/**
 * The rush timeline as weeks of events. Rows are added, removed and moved here; inputs are named by their position
 * (`timeline.0.items.1.name`), so what is posted is the order shown.
 */
export function TimelineEditor({ timeline, errors }: { timeline: RushContent['timeline']; errors: FieldErrors }) {
  const [weeks, setWeeks] = useState<Week[]>(() =>
    timeline.map((week) => ({
      key: key(),
      title: week.title,
      items: week.items.map((item) => ({ ...item, key: key() })),
    })),
  );
  const blankItem = (): Item => ({ key: key(), name: '', date: null, time: null, place: null, inviteOnly: false });

  const updateWeek = (w: number, change: (week: Week) => Week) =>
    setWeeks((all) => all.map((week, i) => (i === w ? change(week) : week)));
  const moveItem = (w: number, i: number, by: -1 | 1) =>
    updateWeek(w, (week) => {
      const items = [...week.items];
      const [moved] = items.splice(i, 1);
      if (moved) items.splice(i + by, 0, moved);
      return { ...week, items };
    });

  return (
    <div className={styles.form}>
      <p className={styles.label}>Timeline</p>
      <p className={styles.hint}>
        Week titles appear as written, e.g. 'Week 1'. An event's date must fall within the season; an event without one
        shows 'date to be announced' until rush begins. Events marked invite only show '(invite only)'.
      </p>
      {errors.timeline && <p className={styles.error}>{errors.timeline}</p>}
      {weeks.map((week, w) => (
        <fieldset key={week.key} className={styles.week}>
          <legend>Week {w + 1}</legend>
          <Field
            label={`Week ${w + 1} title`}
            name={`timeline.${w}.title`}
            defaultValue={week.title}
            error={errors[`timeline.${w}.title`] ?? errors[`timeline.${w}.items`]}
            maxLength={60}
            required
          />
          {week.items.map((item, i) => {
            const name = `timeline.${w}.items.${i}`;
            const label = `week ${w + 1}, event ${i + 1}`;
            return (
              <div key={item.key} className={styles.item}>
                <Field
                  label={`Event ${i + 1}`}
                  name={`${name}.name`}
                  defaultValue={item.name}
                  error={errors[`${name}.name`]}
                  maxLength={80}
                  required
                />
                <Field
                  label={<Optional what="Place" event={i + 1} />}
                  name={`${name}.place`}
                  defaultValue={item.place ?? ''}
                  error={errors[`${name}.place`]}
                  maxLength={80}
                />
                <Field
                  label={<Optional what="Date" event={i + 1} />}
                  name={`${name}.date`}
                  type="date"
                  defaultValue={item.date ?? ''}
                  error={errors[`${name}.date`]}
                />
                <Field
                  label={<Optional what="Time" event={i + 1} />}
                  name={`${name}.time`}
                  type="time"
                  defaultValue={item.time ?? ''}
                  error={errors[`${name}.time`]}
                />
                <div className={styles.itemFoot}>
                  <label className={styles.check}>
                    <input type="checkbox" name={`${name}.inviteOnly`} defaultChecked={item.inviteOnly} />
                    Invite only
                  </label>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={styles.small}
                      disabled={i === 0}
                      onClick={() => moveItem(w, i, -1)}
                    >
                      Up<span className="visually-hidden"> ({label})</span>
                    </button>
                    <button
                      type="button"
                      className={styles.small}
                      disabled={i === week.items.length - 1}
                      onClick={() => moveItem(w, i, 1)}
                    >
                      Down<span className="visually-hidden"> ({label})</span>
                    </button>
                    <button
                      type="button"
                      className={styles.small}
                      disabled={week.items.length === 1}
                      onClick={() => updateWeek(w, (wk) => ({ ...wk, items: wk.items.filter((_, j) => j !== i) }))}
                    >
                      Remove<span className="visually-hidden"> ({label})</span>
                    </button>
                  </div>
                </div>
              </div>
            );
          })}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.small}
              disabled={week.items.length >= TIMELINE_LIMITS.itemsPerWeek}
              onClick={() => updateWeek(w, (wk) => ({ ...wk, items: [...wk.items, blankItem()] }))}
            >
              Add an event to week {w + 1}
            </button>
            <button
              type="button"
              className={styles.small}
              disabled={weeks.length === 1}
              onClick={() => setWeeks((all) => all.filter((_, j) => j !== w))}
            >
              Remove week {w + 1}
            </button>
          </div>
        </fieldset>
      ))}
      <div>
        <button
          type="button"
          className={styles.secondary}
          disabled={weeks.length >= TIMELINE_LIMITS.weeks}
          onClick={() =>
            setWeeks((all) => [...all, { key: key(), title: `Week ${all.length + 1}`, items: [blankItem()] }])
          }
        >
          Add a week
        </button>
      </div>
    </div>
  );
}

/** An optional field of an event, named for screen readers with the event it belongs to. */
function Optional({ what, event }: { what: string; event: number }) {
  return (
    <>
      {what}
      <span className="visually-hidden"> of event {event}</span> (optional)
    </>
  );
}
