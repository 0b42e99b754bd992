import { useEffect, useId, useRef, useState } from 'react';
import { data, Link, useFetcher, useRevalidator } from 'react-router';
import { z } from 'zod';
import { requireTool } from '../../../shared/session/guards.server';
import { answering, readForm, saved } from '../../../shared/forms/action.server';
import { routeId } from '../../../shared/forms/route-id';
import { now } from '../../../shared/time/clock.server';
import { focusFirstMarked } from '../../../shared/forms/form-elements';
import { ConfirmDialog } from '../../../shared/layout/dialog';
import { ToolMessage } from '../../../shared/layout/tool-message';
import { pageMeta } from '../../../shared/layout/meta';
import { useNow } from '../../../shared/layout/use-now';
import { closeCheckIn, loadCheckInScreen, siteOrigin, startCheckIn } from './check-in-screen.server';
import { CHECK_IN_MESSAGES as M } from './check-in-messages';
import { checkInTimeText, secondsUntil } from './check-in-time-text';
import { checkInOpensFrom, closesByItselfAt, LONGEST_GRACE_MINUTES } from './check-in-state';
import type { Route } from './+types/check-in-screen.route';
import tool from '../../../shared/layout/officer-tool.module.css';
import styles from './check-in-screen.module.css';

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  pageMeta(loaded ? `Check-in: ${loaded.event.name}` : 'Check-in');

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireTool(request, 'events');
  const screen = await loadCheckInScreen(routeId(params.eventId, M.eventGone), now(), siteOrigin(request));
  if (!screen) throw data(M.eventGone, { status: 404 });
  return screen;
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('start'),
    // Whole minutes as typed: an empty field is refused rather than read as 0.
    graceMinutes: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, { error: M.graceRange })
      .transform(Number)
      .pipe(z.number().max(LONGEST_GRACE_MINUTES, { error: M.graceRange })),
  }),
  z.object({ intent: z.literal('close') }),
]);

export async function action({ request, params }: Route.ActionArgs) {
  const officer = await requireTool(request, 'events');
  const eventId = routeId(params.eventId, M.eventGone);
  const read = await readForm(request, actionSchema, { fallbackIntent: 'start' });
  if (!read.ok) return read.refusal;
  const form = read.value.data;
  const at = now();
  if (form.intent === 'start') {
    return answering('start', M.screenFailed, async () =>
      saved('start', M.started(await startCheckIn(officer.id, eventId, form.graceMinutes, at))),
    );
  }
  return answering('close', M.screenFailed, async () => {
    const { eventName, count } = await closeCheckIn(officer.id, eventId, at);
    return saved('close', M.stopped(eventName, count));
  });
}

/** How often an open screen asks for the code and the list: the code turns within 2 s of changing. */
const REFRESH_MS = 2000;

/** Asks for the page's data every 2 s while `active` and the page is in sight, one request at a time. */
function useRefresh(active: boolean) {
  const revalidator = useRevalidator();
  // Starts afresh after each refresh (the revalidator changes with its state), so requests never pile up.
  useEffect(() => {
    if (!active || revalidator.state !== 'idle') return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void revalidator.revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [active, revalidator]);
}

export default function CheckInScreen({ loaderData }: Route.ComponentProps) {
  const { event, open, closedAt, checkedIn } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const [confirming, setConfirming] = useState(false);
  useRefresh(open !== null);
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data : null;

  return (
    <section className={`container ${tool.section} ${styles.screen}`}>
      <p className={styles.eyebrow}>
        <Link to={`/admin/events/${event.id}`}>Event page</Link>
      </p>
      <h1 className={styles.title}>{event.name}</h1>
      {/* A refusal that marks the grace field is said beside it, where the keyboard goes. */}
      <ToolMessage notice={answer?.errors ? null : answer} />
      {open ? (
        <OpenCheckIn open={open} address={loaderData.address} serverNow={loaderData.now} />
      ) : (
        <StartForm
          key={`${event.graceMinutes}:${closedAt ?? ''}`}
          event={event}
          closedAt={closedAt}
          now={loaderData.now}
          fetcher={fetcher}
        />
      )}
      <div className={styles.attendance}>
        <h2 className={styles.count} aria-live="polite">
          {checkedIn.length} checked in
        </h2>
        {checkedIn.length === 0 ? (
          <p className={tool.muted}>{M.noneYet}</p>
        ) : (
          <ol className={styles.names}>
            {checkedIn.map((row, i) => (
              <li key={`${row.at}:${i}`}>
                <span>{row.name}</span> <time dateTime={row.at}>{checkInTimeText(row.at, loaderData.now)}</time>
              </li>
            ))}
          </ol>
        )}
      </div>
      {open ? (
        <div className={tool.toolbar}>
          <button
            type="button"
            className={tool.danger}
            aria-disabled={busy}
            onClick={() => !busy && setConfirming(true)}
          >
            Close check-in
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Close check-in?"
        confirmLabel="Close check-in"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void fetcher.submit({ intent: 'close' }, { method: 'post' });
        }}
      >
        <p>
          Members can no longer check in to {event.name} with a code. {checkedIn.length}{' '}
          {checkedIn.length === 1 ? 'member has' : 'members have'} checked in. Starting check-in again later gives new
          codes.
        </p>
      </ConfirmDialog>
    </section>
  );
}

type Loaded = Route.ComponentProps['loaderData'];

function OpenCheckIn({
  open,
  address,
  serverNow,
}: {
  open: NonNullable<Loaded['open']>;
  address: string;
  serverNow: number;
}) {
  const now = useNow(serverNow);
  const seconds = secondsUntil(open.changesAt, now);
  return (
    <div className={styles.open}>
      <div className={styles.qr} role="img" aria-label="QR code that opens the check-in page with this code">
        {/* The SVG is drawn on the server from the site's own address; it holds no text from anyone. */}
        <div dangerouslySetInnerHTML={{ __html: open.qr }} />
      </div>
      <div className={styles.codeBox}>
        <p className={styles.instructions}>
          Scan the QR code with your phone&rsquo;s camera, or open <strong className={styles.address}>{address}</strong>{' '}
          and type
        </p>
        <p className={styles.code} data-testid="check-in-code">
          {open.code}
        </p>
        <p className={styles.countdown}>
          The code changes every 30 seconds. New code in <span className={styles.seconds}>{seconds}</span>&nbsp;s.
        </p>
        <div className={styles.bar} aria-hidden="true">
          <span style={{ width: `${(seconds / 30) * 100}%` }} />
        </div>
        <p className={tool.muted}>
          Open until <time dateTime={open.closesAt}>{checkInTimeText(open.closesAt, serverNow)}</time> unless you close
          it. Started <time dateTime={open.startedAt}>{checkInTimeText(open.startedAt, serverNow)}</time>.
        </p>
      </div>
    </div>
  );
}

/**
 * What the start form says under the grace minutes: from when check-in may start (an event more than an hour away),
 * else when it would close by itself with the minutes typed (or that it already would have), else their range.
 */
function startHint(event: Loaded['event'], minutes: number | null, now: number, error: string | undefined) {
  const opensFrom = checkInOpensFrom(new Date(event.startsAt));
  if (opensFrom.getTime() > now) return M.opensFrom(checkInTimeText(opensFrom, now));
  if (minutes === null) return error ? null : M.graceRange;
  const closes = closesByItselfAt(event.endsAt, minutes);
  return (closes.getTime() > now ? M.closesAt : M.alreadyPast)(
    checkInTimeText(closes, now),
    checkInTimeText(event.endsAt, now),
  );
}

function StartForm({
  event,
  closedAt,
  now,
  fetcher,
}: {
  event: Loaded['event'];
  closedAt: string | null;
  now: number;
  fetcher: ReturnType<typeof useFetcher<typeof action>>;
}) {
  const [grace, setGrace] = useState(String(event.graceMinutes));
  const hintId = useId();
  const errorId = useId();
  const busy = fetcher.state !== 'idle';
  const error =
    fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.errors?.graceMinutes : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (error) focusFirstMarked(formRef.current);
  }, [error, fetcher.data]);
  const minutes = /^\d{1,4}$/.test(grace) && Number(grace) <= LONGEST_GRACE_MINUTES ? Number(grace) : null;
  return (
    <fetcher.Form method="post" className={styles.start} noValidate ref={formRef}>
      {closedAt ? (
        <p>
          Check-in closed at <time dateTime={closedAt}>{checkInTimeText(closedAt, now)}</time>. Starting it again gives
          new codes; members who checked in stay checked in.
        </p>
      ) : (
        <p>Check-in has not started. Start it when members arrive: this screen then shows the QR code and the code.</p>
      )}
      <label className={styles.field}>
        <span>Grace minutes after the event ends</span>
        <input
          name="graceMinutes"
          type="number"
          inputMode="numeric"
          min={0}
          max={LONGEST_GRACE_MINUTES}
          step={1}
          required
          value={grace}
          onChange={(e) => setGrace(e.target.value)}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
        />
      </label>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      <p id={hintId} className={tool.muted}>
        {startHint(event, minutes, now, error)}
      </p>
      <input type="hidden" name="intent" value="start" />
      <button type="submit" className={tool.button} aria-disabled={busy} onClick={(e) => busy && e.preventDefault()}>
        {closedAt ? 'Start check-in again' : 'Start check-in'}
      </button>
    </fetcher.Form>
  );
}
