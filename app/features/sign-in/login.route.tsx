import { Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { getSignedInMember } from '../../shared/session/guards.server';
import { getSiteContentOrDefault } from '../site-content/index.server';
import { passNotice } from '../events/index.server';
import { now } from '../../shared/time/clock.server';
import { NOT_IN_SYSTEM } from './sign-in';
import { PageHero } from '../../shared/layout/page-hero';
import { pageMeta } from '../../shared/layout/meta';
import type { Route } from './+types/login.route';
import styles from './login.module.css';

export const meta = () => pageMeta('Login', 'Sign in to the Upsilon Epsilon member area with your Google account.');

/**
 * Someone whose account the site does not know is given the chapter's contact address from the site content; someone
 * who opened a check-in's QR code signed out is told that signing in finishes it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getSignedInMember(request)) throw redirect('/dashboard');
  const notInSystem = new URL(request.url).searchParams.get('error') === NOT_IN_SYSTEM;
  return {
    contactEmail: notInSystem ? (await getSiteContentOrDefault()).contact.email : null,
    checkIn: await passNotice(request, now()),
  };
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const error = params.get('error');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction === '/auth/google';
  return (
    <>
      <PageHero title="Active Login" />
      <section className={`container ${styles.panel}`}>
        {loaderData.checkIn ? (
          <p className={styles.checkIn} role="status">
            {loaderData.checkIn}
          </p>
        ) : null}
        <p>Members sign in with the Google account whose email the chapter has on file.</p>
        <Form method="post" action="/auth/google" reloadDocument>
          <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
          <button type="submit" className={styles.google} disabled={busy}>
            <svg aria-hidden="true" viewBox="0 0 48 48" width="20" height="20">
              <path
                fill="#EA4335"
                d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
              />
              <path
                fill="#4285F4"
                d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
              />
              <path
                fill="#FBBC05"
                d="M10.6 28.6A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.7 10.7l7.9-6.1z"
              />
              <path
                fill="#34A853"
                d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.2-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
              />
            </svg>
            Login with Google
          </button>
        </Form>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        {loaderData.contactEmail ? (
          <p className={styles.contact}>
            To reach the chapter, write to <a href={`mailto:${loaderData.contactEmail}`}>{loaderData.contactEmail}</a>.
          </p>
        ) : null}
      </section>
    </>
  );
}
