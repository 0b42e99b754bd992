import { useEffect, useRef, useState } from 'react';
import { data, Link, useFetcher, useLoaderData, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router';
import { EVENT_CATEGORY_LABELS } from '../../../config/chapter';
import { requireTool } from '../../../shared/session/guards.server';
import { formHasChanges } from '../../../shared/forms/form-elements';
import type { ActionResult } from '../../../shared/forms/action-result';
import { keepActionRetryAfter } from '../../../shared/forms/action-retry-after';
import { readForm } from '../../../shared/forms/action.server';
import { ConfirmDialog, Dialog, DiscardChangesDialog } from '../../../shared/layout/dialog';
import tool from '../../../shared/layout/officer-tool.module.css';
import { PageHero } from '../../../shared/layout/page-hero';
import { pageMeta } from '../../../shared/layout/meta';
import { ToolMessage } from '../../../shared/layout/tool-message';
import { LoadFailureBoundary } from '../../../shared/layout/load-failure';
import { routeId } from '../../../shared/forms/route-id';
import type { Route } from './+types/admin-event-detail.route';
import { EventForm } from './event-form';
import { formValues } from './event-form-rules';
import { eventWhen } from '../event-time-text';
import { deleteById, eventPageIntents, saveRosterFromForm, updateFromForm } from './events-actions.server';
import { eventDependents, findEvent } from './events.server';
import { EVENT_MESSAGES } from '../messages';
import { Roster } from './roster';
import { loadRoster } from './roster.server';
import styles from './events.module.css';

export const meta = ({ data: loaded }: Route.MetaArgs) => pageMeta(loaded?.event?.name ?? 'Event');
export const headers = keepActionRetryAfter;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireTool(request, 'events');
  const eventId = routeId(params.eventId);
  const [event, roster, dependents] = await Promise.all([
    findEvent(eventId),
    loadRoster(eventId),
    eventDependents(eventId),
  ]);
  if (!event) throw data(null, { status: 404 });
  return {
    event: { ...event, when: eventWhen(event.startsAt, event.endsAt), form: formValues(event) },
    roster,
    dependents,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const officer = await requireTool(request, 'events');
  const read = await readForm(request, eventPageIntents);
  if (!read.ok) return read.refusal;
  const form = read.value.data;
  const eventId = routeId(params.eventId, EVENT_MESSAGES.notFound);
  if (form.intent === 'update') return updateFromForm(form, officer.id, eventId);
  if (form.intent === 'roster') return saveRosterFromForm(form, officer.id, eventId);
  return deleteById(officer.id, eventId);
}

/**
 * A deleted event has no page to reload: the page goes back to the list instead (see below). A roster refused
 * because members left reloads its rows without them; the roster keeps the officer's marks on the others.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const answer = actionResult as (ActionResult & { membersLeft?: boolean }) | undefined;
  if (answer?.intent === 'delete' && answer.ok) return false;
  return answer?.membersLeft === true || defaultShouldRevalidate;
}

export default function EventPage() {
  const { event, roster, dependents } = useLoaderData<typeof loader>();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<ActionResult | null>(null);
  const deleter = useFetcher<ActionResult>();
  const navigate = useNavigate();
  const deleteAnswer = deleter.state === 'idle' ? deleter.data : undefined;
  // Once deleted, back to the list, which says so (the sentence travels in the history entry, not the address).
  useEffect(() => {
    if (deleteAnswer?.ok) void navigate('/admin/events', { replace: true, state: { notice: deleteAnswer } });
  }, [deleteAnswer, navigate]);

  // The attendees whose cells follow attendance: a change of points moves theirs, not the cells set by hand.
  const following = roster.filter((row) => row.status === 'attended' && row.overriddenPoints === null).length;
  return (
    <>
      <PageHero title={event.name} />
      <div className={`container ${tool.section}`}>
        <p>
          <Link to="/admin/events">All events</Link>
        </p>
        <ToolMessage notice={deleteAnswer ?? notice} />
        <dl className={styles.details}>
          <dt>Category</dt>
          <dd>{EVENT_CATEGORY_LABELS[event.category]}</dd>
          <dt>When</dt>
          <dd>{event.when}</dd>
          <dt>Location</dt>
          <dd>{event.location || '—'}</dd>
          <dt>Points for attending</dt>
          <dd>{event.points.toLocaleString('en-US')}</dd>
          <dt>Expected of every active member</dt>
          <dd>{event.expected ? 'Yes' : 'No'}</dd>
          {event.calendarId ? (
            <>
              <dt>From</dt>
              <dd>the chapter calendar</dd>
            </>
          ) : null}
        </dl>
        <div className={tool.toolbar}>
          <button type="button" className={tool.secondary} onClick={() => setEditing(true)}>
            Edit
          </button>
          <button type="button" className={tool.danger} onClick={() => setDeleting(true)}>
            Delete
          </button>
          <Link className={styles.linkButton} to={`/admin/events/${event.id}/check-in`}>
            Check-in screen
          </Link>
        </div>
        <Roster key={event.id} eventId={event.id} startsAt={event.startsAt} points={event.points} rows={roster} />
      </div>
      {editing ? (
        <EditDialog
          values={event.form}
          endsLaterNote={EVENT_MESSAGES.endsLater(eventWhen(event.startsAt, event.endsAt))}
          pointsNote={following > 0 ? EVENT_MESSAGES.pointsFollow(following) : undefined}
          onClose={() => setEditing(false)}
          onSaved={(answer) => {
            setEditing(false);
            setNotice(answer);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={`Delete “${event.name}”?`}
        confirmLabel="Delete event"
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          deleter.submit({ intent: 'delete' }, { method: 'post' });
        }}
      >
        <p>{EVENT_MESSAGES.deleteTakes(event.name, dependents.attendance, dependents.cells)}</p>
      </ConfirmDialog>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadFailureBoundary error={error}>
      <PageHero title="Event" />
      <p role="alert" className="container">
        {EVENT_MESSAGES.loadFailed}
      </p>
    </LoadFailureBoundary>
  );
}

function EditDialog({
  values,
  endsLaterNote,
  pointsNote,
  onClose,
  onSaved,
}: {
  values: ReturnType<typeof formValues>;
  endsLaterNote: string;
  pointsNote?: string;
  onClose: () => void;
  onSaved: (answer: ActionResult) => void;
}) {
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const form = useRef<HTMLFormElement | null>(null);
  const close = () => (formHasChanges(form.current) ? setAskingToDiscard(true) : onClose());
  return (
    <>
      <Dialog open onClose={close} title="Edit event" className={styles.dialog}>
        <EventForm
          intent="update"
          values={values}
          endsLaterNote={endsLaterNote}
          pointsNote={pointsNote}
          submitLabel="Save event"
          onSaved={onSaved}
          onInput={(element) => {
            form.current = element;
          }}
        >
          <button type="button" className={tool.secondary} onClick={close}>
            Cancel
          </button>
        </EventForm>
      </Dialog>
      <DiscardChangesDialog open={askingToDiscard} onDiscard={onClose} onKeep={() => setAskingToDiscard(false)}>
        {EVENT_MESSAGES.leaveForm}
      </DiscardChangesDialog>
    </>
  );
}
