import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { FormField } from '../../shared/forms/form-field';
import { answering, readForm, saved } from '../../shared/forms/action.server';
import type { ActionResult } from '../../shared/forms/action-result';
import { keepActionRetryAfter } from '../../shared/forms/action-retry-after';
import { ConfirmDialog } from '../../shared/layout/dialog';
import { pageMeta } from '../../shared/layout/meta';
import { PageHero } from '../../shared/layout/page-hero';
import { ToolMessage } from '../../shared/layout/tool-message';
import { UnsavedChangesGuard } from '../../shared/layout/unsaved-changes-guard';
import tool from '../../shared/layout/officer-tool.module.css';
import { requireTool } from '../../shared/session/guards.server';
import { RichText } from '../../shared/text/rich-text';
import { announcementForms, BODY_MAX, SUBJECT_MAX } from './announcement-input';
import { latestAnnouncements } from './announcement-reads.server';
import { audienceName, type Audience, audienceValue } from './audience';
import { ANNOUNCEMENT_MESSAGES, recipientsText } from './messages';
import { audienceChoices } from './recipients.server';
import { countRecipients, sendAnnouncement } from './send.server';
import { sentAtText } from '../../shared/notify/sent-at-text';
import type { Route } from './+types/admin-announcements.route';
import styles from './announcements.module.css';

export const meta = () => pageMeta('Announcements');
export const headers = keepActionRetryAfter;

const FIRST: Audience = { kind: 'active' };

export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'announcements');
  const [choices, sent, firstCount] = await Promise.all([
    audienceChoices(),
    latestAnnouncements(),
    countRecipients(FIRST),
  ]);
  const audiences: Audience[] = [
    FIRST,
    { kind: 'officers' },
    ...choices.classes.map((name) => ({ kind: 'class' as const, name })),
    ...choices.families.map((name) => ({ kind: 'family' as const, name })),
    { kind: 'alumni' },
  ];
  return {
    audiences: audiences.map((a) => ({ value: audienceValue(a), label: audienceName(a) })),
    firstCount,
    sent,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const officer = await requireTool(request, 'announcements');
  const read = await readForm(request, announcementForms, { fallbackIntent: 'send' });
  if (!read.ok) return read.refusal;
  const input = read.value.data;
  if (input.intent === 'count') {
    const counted = await countRecipients(input.audience);
    return saved('count', ANNOUNCEMENT_MESSAGES.counted(counted), { counted });
  }
  return answering('send', ANNOUNCEMENT_MESSAGES.sendFailed, async () =>
    saved('send', await sendAnnouncement(officer.id, input)),
  );
}

type Answer = ActionResult<'count' | 'send'> & { counted?: number };

export default function AnnouncementsAdmin({ loaderData }: Route.ComponentProps) {
  const { audiences, firstCount, sent } = loaderData;
  const counter = useFetcher<Answer>();
  const sender = useFetcher<Answer>();
  const form = useRef<HTMLFormElement>(null);
  const [counted, setCounted] = useState<number | null>(firstCount);
  const [typed, setTyped] = useState(false);
  // The subject while the confirmation is open; null when it is closed.
  const [confirming, setConfirming] = useState<string | null>(null);
  // A new form after each announcement sent: remounting it empties its fields.
  const [formKey, setFormKey] = useState(0);
  const answer = sender.data;
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};

  // Follows each answer during render (React's pattern for state derived from props), as the Dialog does.
  const [seenCount, setSeenCount] = useState(counter.data);
  if (counter.data !== seenCount) {
    setSeenCount(counter.data);
    if (counter.data?.counted !== undefined) setCounted(counter.data.counted);
  }
  const [seenAnswer, setSeenAnswer] = useState(answer);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    // A refusal because the group changed carries the new count, for the officer to check and send again.
    if (answer?.counted !== undefined) setCounted(answer.counted);
    if (answer?.ok && answer.intent === 'send') {
      setFormKey((key) => key + 1);
      setTyped(false);
      setCounted(firstCount);
    }
  }

  const recount = (audience: string) => {
    setCounted(null);
    void counter.submit({ intent: 'count', audience }, { method: 'post' });
  };
  const send = () => {
    setConfirming(null);
    const data = new FormData(form.current ?? undefined);
    data.set('intent', 'send');
    data.set('expected', String(counted ?? 0));
    void sender.submit(data, { method: 'post' });
  };
  const busy = sender.state !== 'idle';

  return (
    <>
      <PageHero title="Announcements" />
      <section className={`container ${tool.section}`}>
        <div className={styles.page}>
          <h2>New announcement</h2>
          <p className={tool.muted}>
            It goes to each member of the group by email (unless they stopped announcement emails) and under the bell in
            the site, and stays on their Announcements page.
          </p>
          <ToolMessage notice={answer?.intent === 'send' ? answer : null} />
          <form
            key={formKey}
            ref={form}
            className={styles.form}
            noValidate
            onChange={() => setTyped(true)}
            onSubmit={(event) => {
              event.preventDefault();
              const typedSubject = String(new FormData(event.currentTarget).get('subject') ?? '').trim();
              if (!busy && counted !== null) setConfirming(typedSubject);
            }}
          >
            <FormField label="Send to" name="audience" error={errors.audience} className={styles.field}>
              {(control) => (
                <select
                  {...control}
                  className={styles.input}
                  defaultValue={audienceValue(FIRST)}
                  onChange={(e) => recount(e.target.value)}
                >
                  {audiences.map((a) => (
                    <option key={a.value} value={a.value}>
                      {a.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <p className={styles.count} aria-live="polite">
              {counted === null ? 'Counting…' : ANNOUNCEMENT_MESSAGES.counted(counted)}
            </p>
            <FormField label="Subject" name="subject" error={errors.subject} className={styles.field}>
              {(control) => (
                <input {...control} className={styles.input} type="text" maxLength={SUBJECT_MAX} autoComplete="off" />
              )}
            </FormField>
            <FormField label="Message" name="body" error={errors.body} className={styles.field}>
              {(control) => <textarea {...control} className={styles.input} rows={10} maxLength={BODY_MAX} />}
            </FormField>
            <p className={tool.muted}>
              Blank lines start paragraphs; **bold**, *italic*, - lists and [links](https://example.org) work.
            </p>
            <button type="submit" className={tool.button} aria-disabled={busy || counted === null}>
              {busy ? 'Sending…' : 'Send…'}
            </button>
          </form>
          <ConfirmDialog
            open={confirming !== null}
            title="Send this announcement?"
            confirmLabel={`Send to ${recipientsText(counted ?? 0)}`}
            onConfirm={send}
            onCancel={() => setConfirming(null)}
          >
            <p>
              “{confirming}” goes to {recipientsText(counted ?? 0)} by email and in the site. It cannot be taken back.
            </p>
          </ConfirmDialog>
          <UnsavedChangesGuard when={typed && !busy}>
            The announcement you are writing has not been sent.
          </UnsavedChangesGuard>

          <h2>Sent</h2>
          {sent.length === 0 ? <p>No announcement yet.</p> : null}
          <ul className={styles.list}>
            {sent.map((a) => (
              <li key={a.id} className={styles.item}>
                <h3>{a.subject}</h3>
                <p className={tool.muted}>
                  {sentAtText(a.sentAt)} · {a.author ?? 'A former member'} · {a.audience} ·{' '}
                  {recipientsText(a.recipients)}
                </p>
                <RichText source={a.body} topHeading={4} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
