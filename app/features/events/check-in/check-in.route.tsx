import { useEffect, useId, useRef } from 'react';
import { data, Form, Link, redirect, useActionData, useNavigation, useSubmit } from 'react-router';
import { z } from 'zod';
import { getSignedInMember, requireMember } from '../../../shared/session/guards.server';
import { readForm, refused } from '../../../shared/forms/action.server';
import { focusFirstMarked } from '../../../shared/forms/form-elements';
import { PageHero } from '../../../shared/layout/page-hero';
import { pageMeta } from '../../../shared/layout/meta';
import { keepActionRetryAfter } from '../../../shared/forms/action-retry-after';
import { now } from '../../../shared/time/clock.server';
import { normalizeCode } from './check-in-code.server';
import { CHECK_IN_INTENT, checkInWithCode, checkInWithPass, checkQrCode } from './check-in-answer.server';
import { type CheckInPass, clearPass, givePass, passOf } from './check-in-pass.server';
import { eventName, openCheckInsFor } from './check-in-open.server';
import { CHECK_IN_MESSAGES as M } from './check-in-messages';
import type { Route } from './+types/check-in.route';
import styles from './check-in-page.module.css';

export const meta = () => pageMeta('Check in', 'Check in to a chapter event with the code on the screen.');

/** A refusal's Retry-After (too many wrong codes, a busy event) reaches the browser. */
export const headers = keepActionRetryAfter;

const eventParam = z.coerce.number().int().positive().max(2_147_483_647);

/** The event and code of a QR address, each null when absent or unreadable. */
function qrParams(url: URL) {
  const event = eventParam.safeParse(url.searchParams.get('event') ?? undefined);
  const code = normalizeCode(url.searchParams.get('code') ?? '');
  return { eventId: event.success ? event.data : null, code };
}

const loginFor = (eventId: number | null) =>
  `/login?${new URLSearchParams({ redirectTo: eventId === null ? '/check-in' : `/check-in?event=${eventId}` })}`;

/**
 * Signed in: the form, prefilled from a QR address, or a pass to finish. Signed out, a QR address whose code is valid
 * (or not checked, see checkQrCode) gives a 10-minute pass and goes to sign-in; a code that is not valid says why.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const at = now();
  const url = new URL(request.url);
  const { eventId, code } = qrParams(url);
  const member = await getSignedInMember(request);
  if (!member) {
    if (eventId === null || code === null) {
      if (url.searchParams.has('code'))
        return { signedIn: false as const, refusal: M.wrongCode, login: loginFor(null) };
      return redirect(loginFor(eventId));
    }
    const found = await checkQrCode(eventId, code, at);
    if (found.kind === 'open' || found.kind === 'unchecked') {
      const pass = await givePass(eventId, code, found.kind === 'open', at);
      return redirect(loginFor(eventId), { headers: { 'Set-Cookie': pass } });
    }
    return { signedIn: false as const, refusal: found.message, login: loginFor(null) };
  }
  const pass = await passOf(request, at);
  const forHere = pass && (eventId === null || eventId === pass.eventId) ? pass : null;
  return {
    signedIn: true as const,
    /** The open check-ins the member has yet to check in to, named above the field. */
    open: await openCheckInsFor(member.id, at),
    pass: forHere && (await passToFinish(forHere)),
    qr: eventId !== null && code !== null ? { eventId, code } : null,
  };
}

/**
 * The pass the page offers to finish, named only when its code was found valid (a pass handed out unchecked names
 * no event before its code is checked); null when its event is gone.
 */
async function passToFinish(pass: CheckInPass): Promise<{ eventId: number; eventName: string | null } | null> {
  if (!pass.checked) return { eventId: pass.eventId, eventName: null };
  const name = await eventName(pass.eventId);
  return name === null ? null : { eventId: pass.eventId, eventName: name };
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('code'),
    code: z.string().max(40, { error: M.codeFormat }),
    event: eventParam.optional().catch(undefined),
  }),
  z.object({ intent: z.literal('pass'), event: eventParam }),
]);

/** Adds a header to an answer made by `saved`, `refused` or `data`. */
function withCookie<T>(answer: { data: T; init: ResponseInit | null }, cookie: string) {
  const headers = new Headers(answer.init?.headers);
  headers.append('Set-Cookie', cookie);
  return data(answer.data, { ...answer.init, headers });
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const read = await readForm(request, actionSchema, {
    fallbackIntent: CHECK_IN_INTENT,
    invalidMessage: M.codeFormat,
  });
  if (!read.ok) return read.refusal;
  const form = read.value.data;
  const at = now();
  if (form.intent === 'pass') {
    // A pass is used once, whatever comes of it, but for a limit's wait or a failed save.
    const pass = await passOf(request, at);
    const { answer, spent } =
      pass?.eventId === form.event
        ? await checkInWithPass(member.id, pass, at)
        : { answer: refused(CHECK_IN_INTENT, 400, M.noPass, { errors: { code: M.noPass } }), spent: true };
    return spent ? withCookie(answer, await clearPass()) : answer;
  }
  const code = normalizeCode(form.code);
  if (code === null) return refused(CHECK_IN_INTENT, 400, M.codeFormat, { errors: { code: M.codeFormat } });
  return checkInWithCode(member.id, code, form.event, at);
}

export default function CheckInPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Check in" />
      <section className={`container ${styles.panel}`}>
        {loaderData.signedIn ? (
          <CheckInForms pass={loaderData.pass} qr={loaderData.qr} open={loaderData.open} />
        ) : (
          <>
            <p role="alert" className={styles.refusal}>
              {loaderData.refusal}
            </p>
            <p>
              <Link className={styles.button} to={loaderData.login}>
                Sign in to check in
              </Link>
            </p>
          </>
        )}
      </section>
    </>
  );
}

type SignedIn = Extract<Route.ComponentProps['loaderData'], { signedIn: true }>;

function CheckInForms({ pass, qr, open }: Pick<SignedIn, 'pass' | 'qr' | 'open'>) {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state === 'submitting';
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const inputId = useId();
  const errorId = useId();
  const auto = pass !== null || qr !== null;

  // A QR address or a pass checks the member in by itself once the page runs, as a POST; without JavaScript the
  // same form waits for its button.
  useEffect(() => {
    if (!auto || sent.current || !formRef.current) return;
    sent.current = true;
    void submit(formRef.current);
  }, [auto, submit]);

  const error = answer && !answer.ok ? answer.errors?.code : undefined;
  // After a refused code the keyboard goes back to the field, which the refusal describes.
  useEffect(() => {
    if (error) focusFirstMarked(rootRef.current);
  }, [error, answer]);
  return (
    <div ref={rootRef}>
      {open.length > 0 && !answer ? (
        <p className={styles.open}>Check-in is open for {open.map((event) => event.name).join(', ')}.</p>
      ) : null}
      <div role="status" className={answer?.ok ? styles.success : undefined}>
        {answer?.ok ? answer.message : busy && auto ? 'Checking you in\u2026' : null}
      </div>
      <div role="alert" id={errorId} className={answer && !answer.ok ? styles.refusal : undefined}>
        {answer && !answer.ok ? answer.message : null}
      </div>
      {answer?.ok ? (
        <p>
          <Link to="/dashboard">Go to your dashboard</Link>
        </p>
      ) : null}
      {pass && !answer ? (
        <Form method="post" action="/check-in" ref={formRef} className={styles.form}>
          <input type="hidden" name="intent" value="pass" />
          <input type="hidden" name="event" value={pass.eventId} />
          <p>
            {pass.eventName === null
              ? 'You opened a check-in by its QR code before signing in.'
              : `You opened the check-in for ${pass.eventName} before signing in.`}
          </p>
          <button type="submit" className={styles.button} aria-disabled={busy}>
            {pass.eventName === null ? 'Check in' : `Check in to ${pass.eventName}`}
          </button>
        </Form>
      ) : (
        <Form method="post" action="/check-in" ref={pass ? undefined : formRef} className={styles.form}>
          <input type="hidden" name="intent" value="code" />
          {qr && !answer ? <input type="hidden" name="event" value={qr.eventId} /> : null}
          <label htmlFor={inputId} className={styles.label}>
            Code on the screen
          </label>
          <input
            id={inputId}
            name="code"
            className={styles.code}
            defaultValue={answer ? '' : (qr?.code ?? '')}
            // Emptied once checked in; a refused code stays as typed, to be corrected.
            key={answer?.ok ? 'checked-in' : 'typing'}
            maxLength={12}
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            enterKeyHint="go"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button
            type="submit"
            className={styles.button}
            aria-disabled={busy}
            onClick={(e) => busy && e.preventDefault()}
          >
            Check in
          </button>
        </Form>
      )}
    </div>
  );
}
