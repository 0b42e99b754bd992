import crypto from 'node:crypto';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { data, useFetcher, useLoaderData } from 'react-router';
import { requireTool } from '../../shared/session/guards.server';
import { ConfirmDialog } from '../../shared/layout/dialog';
import tool from '../../shared/layout/officer-tool.module.css';
import { PageHero } from '../../shared/layout/page-hero';
import { ToolMessage, type ToolNotice } from '../../shared/layout/tool-message';
import { SCRIBE_MESSAGES } from './messages';
import { cellKey, changedCells } from './points-sheet-rules';
import { logger } from '../../shared/runtime/logger.server';
import { pageMeta } from '../../shared/layout/meta';
import { loadPointsSheet } from './points-sheet.server';
import type { Route } from './+types/scribe-editor';
import { PointsSheet } from './points-sheet';
import { createEditStore } from './points-sheet-store';
import { runScribeAction } from './scribe-editor.server';
import styles from './scribe-editor.module.css';
import { rethrowDatabaseOutage } from '../../shared/db/database-outage';

export const meta = () => pageMeta('Scribe Editor');

export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'scribe-editor');
  try {
    return { sheet: await loadPointsSheet(), loadId: crypto.randomUUID() };
  } catch (error) {
    rethrowDatabaseOutage(error);
    logger.error({ err: error }, 'scribe sheet could not be read');
    return data({ sheet: null, loadId: '' }, { status: 500 });
  }
}

export async function action({ request }: Route.ActionArgs) {
  const officer = await requireTool(request, 'scribe-editor');
  return runScribeAction(request, officer.id);
}

type EventColumn = { id: number; name: string };
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export default function ScribeEditor() {
  const { sheet, loadId } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const [store] = useState(createEditStore);
  const unsaved = useSyncExternalStore(store.subscribe, store.count, () => 0);
  const [query, setQuery] = useState('');
  const [newEvent, setNewEvent] = useState('');
  const [deleting, setDeleting] = useState<EventColumn | null>(null);
  const [resetting, setResetting] = useState(false);
  const [local, setLocal] = useState<ToolNotice | null>(null);
  const loaded = useMemo(() => new Map(sheet?.points.map(([m, e, p]) => [cellKey(m, e), p])), [sheet]);

  // After a save or reset the fresh data matches what was typed: forget those edits.
  useEffect(() => {
    if (!sheet) return;
    const members = new Set(sheet.members.map((m) => m.id));
    const events = new Set(sheet.events.map((e) => e.id));
    store.prune(loaded, (key) => {
      const [m, e] = key.split(':').map(Number);
      return members.has(m as number) && events.has(e as number);
    });
  }, [sheet, loaded, store]);

  // Typed points live only in this page until saved: ask before a reload or close throws them away.
  useEffect(() => {
    if (unsaved === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  if (!sheet) {
    return (
      <>
        <PageHero title="Scribe Editor" />
        <p role="alert" className="container">
          {SCRIBE_MESSAGES.loadFailed}
        </p>
      </>
    );
  }

  const busy = fetcher.state !== 'idle';
  const notice = local ?? (busy ? null : fetcher.data);
  const submit = (body: { [key: string]: Json }) => {
    setLocal(null);
    fetcher.submit(body, { method: 'post', encType: 'application/json' });
  };
  const save = () => {
    const cells = changedCells(
      loaded,
      store.all(),
      sheet.members.map((m) => m.id),
      sheet.events.map((e) => e.id),
    );
    if (cells.length === 0) setLocal({ ok: true, message: 'There are no changes to save.' });
    else submit({ intent: 'save', cells: cells.map((cell) => ({ ...cell })) });
  };

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
          <form
            className={styles.addEvent}
            onSubmit={(event) => {
              event.preventDefault();
              const name = newEvent.trim();
              if (!name) return; // an empty name does nothing
              submit({ intent: 'add-event', name });
              setNewEvent('');
            }}
          >
            <label htmlFor="new-event" className="visually-hidden">
              New event name
            </label>
            <input
              id="new-event"
              placeholder="New event name"
              maxLength={100}
              value={newEvent}
              onChange={(event) => setNewEvent(event.target.value)}
            />
            <button type="submit" className={tool.secondary} disabled={busy}>
              Add Event
            </button>
          </form>
        </div>
        <div className={tool.toolbar}>
          <button type="button" className={tool.button} disabled={busy} onClick={save}>
            {busy && fetcher.json && (fetcher.json as { intent?: string }).intent === 'save'
              ? 'Saving...'
              : 'Save All Changes'}
          </button>
          <span className={tool.muted}>{unsaved === 1 ? '1 unsaved change' : `${unsaved} unsaved changes`}</span>
          <button
            type="button"
            className={`${tool.danger} ${styles.reset}`}
            disabled={busy}
            onClick={() => setResetting(true)}
          >
            Reset Everything
          </button>
        </div>
        <ToolMessage notice={notice} />
        <PointsSheet
          sheet={sheet}
          loaded={loaded}
          loadId={loadId}
          query={query}
          store={store}
          disabled={busy}
          onDeleteEvent={setDeleting}
        />
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
      </ConfirmDialog>
    </>
  );
}
