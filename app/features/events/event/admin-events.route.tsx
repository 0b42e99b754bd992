import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useFetcher, useLoaderData, useLocation } from 'react-router';
import { EVENT_CATEGORY_LABELS } from '../../../config/chapter';
import { requireTool } from '../../../shared/session/guards.server';
import { formHasChanges } from '../../../shared/forms/form-elements';
import type { ActionResult } from '../../../shared/forms/action-result';
import { keepActionRetryAfter } from '../../../shared/forms/action-retry-after';
import { readForm } from '../../../shared/forms/action.server';
import tool from '../../../shared/layout/officer-tool.module.css';
import { PageHero } from '../../../shared/layout/page-hero';
import { pageMeta } from '../../../shared/layout/meta';
import { ToolMessage } from '../../../shared/layout/tool-message';
import { UnsavedChangesGuard } from '../../../shared/layout/unsaved-changes-guard';
import { LoadFailureBoundary } from '../../../shared/layout/load-failure';
import { now } from '../../../shared/time/clock.server';
import { adoptableCalendarEntries } from '../../chapter-calendar/index.server';
import type { Route } from './+types/admin-events.route';
import { EventForm } from './event-form';
import { eventWhen } from '../event-time-text';
import { adoptFromForm, createFromForm, listIntents } from './events-actions.server';
import { adoptedCalendarIds, listEvents, type EventRecord } from './events.server';
import { EVENT_MESSAGES } from '../messages';
import styles from './events.module.css';

export const meta = () => pageMeta('Events');
export const headers = keepActionRetryAfter;

/** The events, upcoming then past, and the calendar's upcoming occurrences, each saying whether it was added. */
async function loadEventsPage() {
  const [lists, entries] = await Promise.all([listEvents(now()), adoptableCalendarEntries()]);
  const adopted = await adoptedCalendarIds(entries.map((e) => e.calendarId));
  const show = (e: EventRecord) => ({ ...e, when: eventWhen(e.startsAt, e.endsAt) });
  return {
    upcoming: lists.upcoming.map(show),
    past: lists.past.map(show),
    calendar: entries.map((e) => ({
      calendarId: e.calendarId,
      summary: e.summary,
      location: e.location,
      when: eventWhen(e.startsAt, e.endsAt),
      added: adopted.has(e.calendarId),
    })),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'events');
  return loadEventsPage();
}

export async function action({ request }: Route.ActionArgs) {
  const officer = await requireTool(request, 'events');
  const read = await readForm(request, listIntents);
  if (!read.ok) return read.refusal;
  const form = read.value.data;
  return form.intent === 'create' ? createFromForm(form, officer.id) : adoptFromForm(form, officer.id);
}

type Listed = Awaited<ReturnType<typeof loadEventsPage>>;
type ListedEvent = Listed['upcoming'][number];

export default function EventsPage() {
  const loaded = useLoaderData<typeof loader>();
  // An event deleted on its page comes back here with the sentence that says so.
  const arrived = (useLocation().state as { notice?: ActionResult } | null)?.notice ?? null;
  const [created, setCreated] = useState<ActionResult | null>(null);
  const [adopted, setAdopted] = useState<ActionResult | null>(null);
  const [typing, setTyping] = useState(false);
  const { upcoming, past, calendar } = loaded;
  return (
    <>
      <PageHero title="Events" />
      <div className={`container ${tool.section}`}>
        <ToolMessage notice={arrived} />
        <section aria-labelledby="upcoming-heading" className={styles.block}>
          <h2 id="upcoming-heading">Upcoming</h2>
          {upcoming.length === 0 && past.length === 0 ? (
            <p className={styles.empty}>{EVENT_MESSAGES.empty}</p>
          ) : (
            <EventTable events={upcoming} none="No upcoming events." label="Upcoming events" />
          )}
        </section>
        <section aria-labelledby="create-heading" className={`${styles.block} ${styles.panel}`}>
          <h2 id="create-heading">Create an event</h2>
          {/* Said here, beside the form, where a phone shows it. */}
          <ToolMessage notice={created} />
          <EventForm
            intent="create"
            submitLabel="Create event"
            onSaved={setCreated}
            onInput={(form) => setTyping(formHasChanges(form))}
          />
        </section>
        <CalendarList entries={calendar} answer={adopted} onAnswer={setAdopted} />
        {past.length > 0 ? (
          <section aria-labelledby="past-heading" className={styles.block}>
            <h2 id="past-heading">Past</h2>
            <EventTable events={past} none="" label="Past events" />
          </section>
        ) : null}
      </div>
      <UnsavedChangesGuard when={typing}>{EVENT_MESSAGES.leaveForm}</UnsavedChangesGuard>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadFailureBoundary error={error}>
      <PageHero title="Events" />
      <p role="alert" className="container">
        {EVENT_MESSAGES.loadFailed}
      </p>
    </LoadFailureBoundary>
  );
}

function EventTable({ events, none, label }: { events: ListedEvent[]; none: string; label: string }) {
  if (events.length === 0) return <p className={styles.empty}>{none}</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Category</th>
            <th scope="col">When</th>
            <th scope="col">Location</th>
            <th scope="col">Points</th>
            <th scope="col">Expected</th>
            <th scope="col">Attended</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row">
                <Link to={`/admin/events/${event.id}`}>{event.name}</Link>
              </th>
              <td data-label="Category">{EVENT_CATEGORY_LABELS[event.category]}</td>
              <td data-label="When">{event.when}</td>
              <td data-label="Location">{event.location || '—'}</td>
              <td data-label="Points">{event.points.toLocaleString('en-US')}</td>
              <td data-label="Expected">{event.expected ? 'Yes' : 'No'}</td>
              <td data-label="Attended">{event.attended}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CalendarList({
  entries,
  answer,
  onAnswer,
}: {
  entries: Listed['calendar'];
  answer: ActionResult | null;
  onAnswer: (answer: ActionResult) => void;
}) {
  return (
    <section aria-labelledby="calendar-heading" className={styles.block}>
      <h2 id="calendar-heading">From the chapter calendar</h2>
      <ToolMessage notice={answer} />
      {entries.length === 0 ? (
        <p className={styles.empty}>{EVENT_MESSAGES.calendarEmpty}</p>
      ) : (
        <ul className={styles.calendar}>
          {entries.map((entry) => (
            <CalendarEntryRow key={entry.calendarId} entry={entry} onAnswer={onAnswer} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CalendarEntryRow({
  entry,
  onAnswer,
}: {
  entry: Listed['calendar'][number];
  onAnswer: (answer: ActionResult) => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const answered = useEffectEvent(onAnswer);
  const added = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (answer) answered(answer);
  }, [answer]);
  // The Add button pressed gives way to "Added": the keyboard stays there rather than falling to the page's start.
  const adoptedHere = entry.added && answer !== undefined;
  useEffect(() => {
    if (adoptedHere) added.current?.focus();
  }, [adoptedHere]);
  const busy = fetcher.state !== 'idle';
  return (
    <li className={styles.calendarEntry}>
      <div>
        <strong>{entry.summary}</strong>
        <span className={tool.muted}>
          {' '}
          {entry.when}
          {entry.location ? `, ${entry.location}` : ''}
        </span>
      </div>
      {entry.added ? (
        <span ref={added} tabIndex={-1} className={styles.added}>
          Added
        </span>
      ) : (
        <fetcher.Form method="post" onSubmit={(event) => busy && event.preventDefault()}>
          <input type="hidden" name="intent" value="adopt" />
          <input type="hidden" name="calendarId" value={entry.calendarId} />
          <button
            type="submit"
            className={tool.secondary}
            aria-disabled={busy}
            aria-label={`Add ${entry.summary}, ${entry.when}`}
          >
            Add
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}
