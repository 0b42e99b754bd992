import { useState } from 'react';
import { useFetcher } from 'react-router';
import { z } from 'zod';
import { inTransaction } from '../../shared/db/transaction.server';
import { answering, readForm, saved } from '../../shared/forms/action.server';
import type { ActionResult } from '../../shared/forms/action-result';
import { ConfirmDialog } from '../../shared/layout/dialog';
import { pageMeta } from '../../shared/layout/meta';
import { PageHero } from '../../shared/layout/page-hero';
import { ToolMessage } from '../../shared/layout/tool-message';
import { requireMember } from '../../shared/session/guards.server';
import { now } from '../../shared/time/clock.server';
import { feedUrl } from './feed-address.server';
import { feedVersion, regenerateFeed } from './feed-versions.server';
import { FEED_MESSAGES } from './messages';
import type { Route } from './+types/calendar-feed.route';
import styles from './calendar-feed.module.css';

export const meta = () => pageMeta('Calendar feed');

/** The signed-in member's own feed address; nobody else's is ever on the page. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  return { url: feedUrl({ memberId: member.id, version: await feedVersion(member.id) }) };
}

const regenerateForm = z.object({ intent: z.literal('regenerate') });

/** "Make a new address": the next version, so the old address answers 404 from now on. */
export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const read = await readForm(request, regenerateForm, { fallbackIntent: 'regenerate' });
  if (!read.ok) return read.refusal;
  return answering('regenerate', FEED_MESSAGES.regenerateFailed, async () => {
    await inTransaction((tx) => regenerateFeed(tx, member.id, now()));
    return saved('regenerate', FEED_MESSAGES.regenerated);
  });
}

export default function CalendarFeed({ loaderData }: Route.ComponentProps) {
  const { url } = loaderData;
  const regenerator = useFetcher<ActionResult<'regenerate'>>();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState<{ ok: boolean; message: string } | null>(null);
  const webcal = url.replace(/^https?:/, 'webcal:');
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopied({ ok: true, message: FEED_MESSAGES.copied }),
      () => setCopied({ ok: false, message: FEED_MESSAGES.copyFailed }),
    );
  const regenerate = () => {
    setConfirming(false);
    regenerator.submit({ intent: 'regenerate' }, { method: 'post' });
  };
  return (
    <>
      <PageHero title="Calendar feed" />
      <div className={`container ${styles.page}`}>
        <p>
          Subscribe to the chapter&rsquo;s events in your own calendar: each with its time, place and a link to check
          in. Events added or changed here reach your calendar when it next refreshes (Google Calendar takes a few
          hours).
        </p>
        <div className={styles.address}>
          <label htmlFor="feed-url">Your private calendar address</label>
          <div className={styles.copyRow}>
            <input id="feed-url" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className={styles.secondary} onClick={copy}>
              Copy
            </button>
          </div>
          <p role="status" className={copied && !copied.ok ? styles.problem : styles.muted}>
            {copied?.message}
          </p>
        </div>
        <div className={styles.subscribe}>
          <a
            className={styles.primary}
            href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`}
          >
            Add to Google Calendar
          </a>
          <a className={styles.secondary} href={webcal}>
            Open in Apple Calendar
          </a>
        </div>
        <p className={styles.muted}>
          Keep this address to yourself: anyone who has it sees the chapter&rsquo;s events (never anyone&rsquo;s email,
          points or attendance).
        </p>

        <section className={styles.replace} aria-labelledby="replace-heading">
          <h2 id="replace-heading">Make a new address</h2>
          <p>
            Shared it by mistake? A new address stops the old one at once: calendars subscribed with it stop updating,
            and you subscribe again with the new one.
          </p>
          <ToolMessage notice={regenerator.data} />
          <button
            type="button"
            className={styles.secondary}
            disabled={regenerator.state !== 'idle'}
            onClick={() => setConfirming(true)}
          >
            {regenerator.state === 'idle' ? 'Make a new address…' : 'Making a new address…'}
          </button>
        </section>
        <ConfirmDialog
          open={confirming}
          title="Make a new calendar address?"
          confirmLabel="Make a new address"
          onConfirm={regenerate}
          onCancel={() => setConfirming(false)}
        >
          <p>The address you have now stops working, in every calendar that subscribed to it.</p>
        </ConfirmDialog>
      </div>
    </>
  );
}
