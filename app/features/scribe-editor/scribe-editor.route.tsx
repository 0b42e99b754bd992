import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useFetcher, useLoaderData } from 'react-router';
import { requireTool } from '../../shared/session/guards.server';
import { ConfirmDialog } from '../../shared/layout/dialog';
import tool from '../../shared/layout/officer-tool.module.css';
import { PageHero } from '../../shared/layout/page-hero';
import { ToolMessage, type ToolNotice } from '../../shared/layout/tool-message';
import { UnsavedChangesGuard } from '../../shared/layout/unsaved-changes-guard';
import { SCRIBE_MESSAGES } from './messages';
import { cellKey, cellOf, changedCells, editsHiddenBySearch } from './points-sheet-rules';
import { LoadFailureBoundary } from '../../shared/layout/load-failure';
import { pageMeta } from '../../shared/layout/meta';
import { loadPointsSheet } from './points-sheet.server';
import type { Route } from './+types/scribe-editor.route';
import { AddEventForm } from './add-event-form';
import { OriginLegend, PointsSheet } from './points-sheet';
import { createEditStore } from './points-sheet-store';
import { runScribeAction } from './scribe-editor.server';
import styles from './scribe-editor.module.css';

export const meta = () => pageMeta('Scribe Editor');

export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'scribe-editor');
  return { sheet: await loadPointsSheet() };
}

export async function action({ request }: Route.ActionArgs) {
  const officer = await requireTool(request, 'scribe-editor');
  return runScribeAction(request, officer.id);
}

type EventColumn = { id: number; name: string };
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export default function ScribeEditor() {
  const { sheet } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const [store] = useState(createEditStore);
  const unsaved = useSyncExternalStore(store.subscribe, store.count, () => 0);
  // Re-renders the count of changes the search hides when a row starts or stops staying in view for a refused cell.
  useSyncExternalStore(store.subscribe, store.refused, () => 0);
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<EventColumn | null>(null);
  const [resetting, setResetting] = useState(false);
  const [local, setLocal] = useState<ToolNotice | null>(null);
  const loaded = useMemo(() => new Map(sheet.points.map(([m, e, p]) => [cellKey(m, e), p])), [sheet]);
  const names = useMemo(() => new Map(sheet.members.map((m) => [m.id, `${m.firstName} ${m.lastName}`])), [sheet]);

  // After a save or reset the fresh data matches what was typed: forget those edits.
  useEffect(() => {
    const events = new Set(sheet.events.map((e) => e.id));
    store.prune(loaded, (key) => {
      const { memberId, eventId } = cellOf(key);
      return names.has(memberId) && events.has(eventId);
    });
  }, [sheet, loaded, names, store]);

  const busy = fetcher.state !== 'idle';
  const answer = busy ? null : (fetcher.data ?? null);
  // A refused event name is shown under its field, not again above the sheet.
  const nameRefused = answer?.intent === 'add-event' && answer.errors?.name !== undefined;
  const notice = local ?? (nameRefused ? null : answer);
  const hiddenBySearch = query ? editsHiddenBySearch(store.all(), names, query) : 0;
  const submit = (body: { [key: string]: Json }) => {
    setLocal(null);
    fetcher.submit(body, { method: 'post', encType: 'application/json' });
  };
  const save = () => {
    if (busy) return;
    const { cells, refused } = changedCells(
      loaded,
      store.all(),
      sheet.members.map((m) => m.id),
      sheet.events.map((e) => e.id),
    );
    if (refused > 0) setLocal({ ok: false, message: SCRIBE_MESSAGES.fixCells(refused) });
    else if (cells.length === 0) setLocal({ ok: true, message: SCRIBE_MESSAGES.noChanges });
    else submit({ intent: 'save', cells: cells.map((cell) => ({ ...cell })) });
  };
  const lostInColumn = deleting
    ? [...store.all().keys()].filter((key) => cellOf(key).eventId === deleting.id).length
    : 0;

  return (
    <>
      <PageHero title="Scribe Editor" />
      <section className={`container ${tool.section}`}>
        <div className={styles.controls}>
          <div className={styles.field}>
            <label htmlFor="search-users" className="visually-hidden">
              Search users
            </label>
            <input
              id="search-users"
              type="search"
              placeholder="Search users..."
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <AddEventForm
            eventNames={sheet.events.map((e) => e.name)}
            busy={busy}
            answer={answer?.intent === 'add-event' ? answer : null}
            onAdd={(name) => submit({ intent: 'add-event', name })}
          />
        </div>
        {/* aria-disabled, not disabled, while a change is sent: a disabled button would drop the keyboard focus. */}
        <div className={tool.toolbar}>
          <button type="button" className={tool.button} aria-disabled={busy} onClick={save}>
            {busy && (fetcher.json as { intent?: string } | undefined)?.intent === 'save'
              ? 'Saving...'
              : 'Save All Changes'}
          </button>
          <span className={tool.muted}>{SCRIBE_MESSAGES.unsaved(unsaved, hiddenBySearch)}</span>
          <button
            type="button"
            className={`${tool.danger} ${styles.reset}`}
            aria-disabled={busy}
            onClick={() => !busy && setResetting(true)}
          >
            Reset Everything
          </button>
        </div>
        <ToolMessage notice={notice} />
        <PointsSheet
          sheet={sheet}
          loaded={loaded}
          query={query}
          store={store}
          disabled={busy}
          onDeleteEvent={setDeleting}
        />
        <OriginLegend />
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm Delete"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) submit({ intent: 'delete-event', eventId: deleting.id });
          setDeleting(null);
        }}
      >
        <p>Are you sure you want to delete the event &ldquo;{deleting?.name}&rdquo;?</p>
        <p>Deleting an event removes all points associated with it.</p>
        {lostInColumn > 0 ? <p>{SCRIBE_MESSAGES.deleteLosesTyping(lostInColumn)}</p> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={resetting}
        title="Confirm Reset"
        cancelLabel="CANCEL"
        confirmLabel="RESET EVERYTHING"
        onCancel={() => setResetting(false)}
        onConfirm={() => {
          setResetting(false);
          submit({ intent: 'reset' });
        }}
      >
        <p>
          This deletes every event, clears all event points and sets every user&rsquo;s points to 0. This cannot be
          undone and may take up to a minute.
        </p>
        {unsaved > 0 ? <p>{SCRIBE_MESSAGES.resetLosesTyping(unsaved)}</p> : null}
      </ConfirmDialog>
      <UnsavedChangesGuard when={unsaved > 0}>{SCRIBE_MESSAGES.leave(unsaved)}</UnsavedChangesGuard>
    </>
  );
}

/** Where the sheet could not be read, the page says so in its place. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadFailureBoundary error={error}>
      <PageHero title="Scribe Editor" />
      <p role="alert" className="container">
        {SCRIBE_MESSAGES.loadFailed}
      </p>
    </LoadFailureBoundary>
  );
}
