import { eq } from 'drizzle-orm';
import { data, Form } from 'react-router';
import { members } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { inTransaction } from '../../shared/db/transaction.server';
import { PageHero } from '../../shared/layout/page-hero';
import { pageMeta } from '../../shared/layout/meta';
import { NOTIFICATION_KINDS, showsInTheSite } from '../../shared/notify/notification-kinds';
import { stopEmails } from '../../shared/notify/notification-choices.server';
import { readUnsubscribeUrl } from '../../shared/notify/unsubscribe-link.server';
import type { Route } from './+types/unsubscribe.route';
import styles from './notifications.module.css';

export const meta = () => pageMeta('Stop emails');

const BROKEN =
  'This unsubscribe link is not complete or was not made by this site. Open the link from the email again.';

/** Who the signed link stands for: the member's first name only, so a forwarded link shows nothing more. */
async function linkOf(request: Request) {
  const link = readUnsubscribeUrl(new URL(request.url).searchParams);
  if (!link) return null;
  const [member] = await db()
    .select({ firstName: members.firstName })
    .from(members)
    .where(eq(members.id, link.memberId));
  if (!member) return null;
  return {
    ...link,
    firstName: member.firstName,
    kindName: NOTIFICATION_KINDS[link.kind].emailName,
    inTheSite: showsInTheSite(link.kind),
  };
}

/** The page the email's link opens, signed in or not: what stopping does, and the button that does it. */
export async function loader({ request }: Route.LoaderArgs) {
  const link = await linkOf(request);
  return link
    ? { ok: true as const, firstName: link.firstName, kindName: link.kindName, inTheSite: link.inTheSite }
    : { ok: false as const };
}

/**
 * Stops the kind of email for the member: from the page's button, or in one POST from the mail client
 * (List-Unsubscribe-Post, RFC 8058), which needs no page. Stopping twice changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  const link = await linkOf(request);
  if (!link) return data({ stopped: false as const, kindName: '', inTheSite: false }, { status: 400 });
  await inTransaction((tx) => stopEmails(tx, link.memberId, link.kind));
  return data({ stopped: true as const, kindName: link.kindName, inTheSite: link.inTheSite });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Stop emails" />
      <div className={`container ${styles.page}`}>
        {!loaderData.ok ? (
          <p role="alert">{BROKEN}</p>
        ) : actionData?.stopped ? (
          <p role="status">
            Done: you will get no more emails about {actionData.kindName}.{' '}
            {actionData.inTheSite ? 'They still show under the bell when you sign in to the site. ' : ''}
            Notification settings in the site turns them back on.
          </p>
        ) : (
          <>
            <p>
              {loaderData.firstName}, stop emails about {loaderData.kindName}?
              {loaderData.inTheSite ? ' You will still see them under the bell when you sign in.' : ''}
            </p>
            <Form method="post">
              <button type="submit" className={styles.primary}>
                Stop emails about {loaderData.kindName}
              </button>
            </Form>
          </>
        )}
      </div>
    </>
  );
}
