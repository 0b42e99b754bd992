import { useState } from 'react';
import { useFetcher } from 'react-router';
import { chapter } from '../../config/chapter';
import { FormField } from '../../shared/forms/form-field';
import { ConfirmDialog } from '../../shared/layout/dialog';
import { ToolMessage } from '../../shared/layout/tool-message';
import { dayText, isDay } from '../../shared/time/calendar-days';
import { dateTimeFormat } from '../../shared/time/date-time-format';
import { applyPreview, boardLines, standingsOn, type ApplyPreview } from './apply-preview';
import type { ElectionDetail } from './election-reads.server';
import type { ElectionAnswer } from './form-answer';
import { needsSecondOfficer } from './election-safeguards';
import { ELECTION_OFFICERS, openAfterApplying } from './messages';
import styles from './elections.module.css';

const when = dateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: chapter.timeZone,
});

/** Every term the results start and end from `startsOn`, a line each, or why officer terms would refuse them. */
function BoardLines({ board }: { board: ReturnType<typeof boardLines> }) {
  if (!board.ok) return <p className={styles.attention}>{board.message}</p>;
  return (
    <ul className={styles.board}>
      {board.lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The winners passed over and the positions left without a winner: both are filled by hand or a new election. */
function LeftOpen({ preview }: { preview: ApplyPreview }) {
  return (
    <>
      {preview.passedOver.map((passed) => (
        <p key={passed.position}>{passed.why}</p>
      ))}
      {preview.open.length > 0 ? <p>{openAfterApplying(preview.open)}</p> : null}
    </>
  );
}

/**
 * Publishing the counts to members, applying the winners as the next board's terms, and confirming or withdrawing
 * results another officer applied, each confirmed first with every term it starts and ends.
 */
export function ResultActions({
  detail,
  today,
  officerId,
}: {
  detail: ElectionDetail;
  today: string;
  officerId: number;
}) {
  const fetcher = useFetcher<ElectionAnswer>();
  const [confirming, setConfirming] = useState<'publish' | 'apply' | 'confirm' | 'withdraw' | null>(null);
  const [startsOn, setStartsOn] = useState('');
  const answer = fetcher.state === 'idle' ? fetcher.data : null;
  const busy = fetcher.state !== 'idle';
  const { races, phase, pending } = detail;
  const publishable = races.some((race) => race.closed && !race.published) && !pending;
  const firstDay = pending?.startsOn ?? startsOn;
  const day = isDay(firstDay) ? firstDay : today;
  const preview = applyPreview(races, standingsOn(detail.winners, detail.terms, day), day);
  const canApply = phase === 'published' && !pending && preview.waiting.length === 0 && preview.terms.length > 0;
  const board = boardLines(preview, detail.terms, firstDay);
  // Asked of the terms the board starts and ends, as the server asks it when the results are applied.
  const needsSecond = !board.ok || needsSecondOfficer(board.changes);
  const ask = (what: typeof confirming) => () => !busy && setConfirming(what);
  const send = (fields: Record<string, string>) => {
    setConfirming(null);
    fetcher.submit(fields, { method: 'post' });
  };
  return (
    <div className={styles.form}>
      <ToolMessage notice={answer} />
      {publishable && phase !== 'applied' ? (
        <div className={styles.actions}>
          <button type="button" className={styles.button} aria-disabled={busy} onClick={ask('publish')}>
            Publish results
          </button>
        </div>
      ) : null}
      {pending ? (
        <section className={styles.pending} aria-labelledby="pending-heading">
          <h3 id="pending-heading">Waiting for a second officer</h3>
          <p>
            {pending.requestedByName} applied these results on {when.format(new Date(pending.requestedAt))}. Nothing
            changes until another officer with the elections tool confirms them:
          </p>
          <BoardLines board={board} />
          {pending.requestedBy === officerId ? (
            <p className={styles.note}>You applied them, so another officer confirms them: {ELECTION_OFFICERS}.</p>
          ) : null}
          <div className={styles.actions}>
            {pending.requestedBy !== officerId ? (
              <button type="button" className={styles.button} aria-disabled={busy} onClick={ask('confirm')}>
                Confirm these terms
              </button>
            ) : null}
            <button type="button" className={styles.secondary} aria-disabled={busy} onClick={ask('withdraw')}>
              Withdraw
            </button>
          </div>
        </section>
      ) : null}
      {canApply ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // The first day is the officer's choice: nothing is sent, and nothing assumed, until one is chosen.
            if (isDay(startsOn)) ask('apply')();
            else fetcher.submit({ intent: 'apply', startsOn }, { method: 'post' });
          }}
        >
          <FormField
            label="First day of the new terms"
            name="startsOn"
            error={answer?.intent === 'apply' ? answer.errors?.startsOn : undefined}
            className={styles.field}
            errorClassName={styles.fieldError}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                className={styles.input}
                min={today}
                value={startsOn}
                onChange={(e) => setStartsOn(e.target.value)}
                required
              />
            )}
          </FormField>
          <div className={styles.actions}>
            <button type="submit" className={styles.button} aria-disabled={busy}>
              Apply results
            </button>
          </div>
        </form>
      ) : null}
      {phase === 'published' && preview.waiting.length > 0 ? (
        <p className={styles.note}>Publish the results of {preview.waiting.join(', ')} before applying them.</p>
      ) : null}
      {phase === 'published' && preview.waiting.length === 0 && preview.terms.length === 0
        ? preview.passedOver.map((passed) => (
            <p key={passed.position} className={styles.note}>
              {passed.why}
            </p>
          ))
        : null}
      {phase === 'applied' ? <p className={styles.done}>These results were applied as officer terms.</p> : null}
      <ConfirmDialog
        open={confirming === 'publish'}
        title="Publish the results?"
        confirmLabel="Publish results"
        onCancel={() => setConfirming(null)}
        onConfirm={() => send({ intent: 'publish' })}
      >
        <p>
          Every member will see the counts, turnout and outcome of the races whose voting has closed. The eligible
          voters are fixed at the active members now.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'apply'}
        title="Apply the results?"
        confirmLabel={needsSecond ? 'Send for confirmation' : 'Create these terms'}
        onCancel={() => setConfirming(null)}
        onConfirm={() => send({ intent: 'apply', startsOn })}
      >
        <p>From {isDay(startsOn) ? dayText(startsOn) : startsOn}:</p>
        <BoardLines board={board} />
        <LeftOpen preview={preview} />
        {needsSecond ? (
          <p>
            These positions give officer tools, so nothing changes until another officer with the elections tool
            confirms them. Every officer sees the request.
          </p>
        ) : (
          <p>Results are applied once.</p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'confirm'}
        title="Confirm the new terms?"
        confirmLabel="Confirm these terms"
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          pending && send({ intent: 'confirm', requestedAt: pending.requestedAt, startsOn: pending.startsOn })
        }
      >
        <p>Once confirmed, these terms start and end from {pending ? dayText(pending.startsOn) : ''}:</p>
        <BoardLines board={board} />
        <LeftOpen preview={preview} />
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'withdraw'}
        title="Withdraw the applied results?"
        confirmLabel="Withdraw"
        onCancel={() => setConfirming(null)}
        onConfirm={() => send({ intent: 'withdraw' })}
      >
        <p>No term is created or ended. The results can be applied again, from another first day.</p>
      </ConfirmDialog>
    </div>
  );
}
