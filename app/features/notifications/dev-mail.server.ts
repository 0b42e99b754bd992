import { data } from 'react-router';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../../db/schema';
import { db } from '../../shared/db/db.server';
import { env } from '../../shared/runtime/env.server';
import { requireOfficer } from '../../shared/session/guards.server';

/**
 * The local outbox is for the demo and development only, and only for officers: a production site has no such page
 * (404), so the email it sends members is never shown on the web.
 */
export async function requireDevMail(request: Request) {
  if (env().SITE_MODE === 'production') throw data(null, { status: 404 });
  return requireOfficer(request);
}

/** The latest emails written to the outbox, newest first, with their text part but not their HTML. */
export function latestEmails(limit = 100) {
  return db()
    .select({
      id: outbox.id,
      to: outbox.toAddress,
      subject: outbox.subject,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      givenUpAt: outbox.givenUpAt,
      text: outbox.textBody,
    })
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** One email's HTML part. */
export async function emailHtmlOf(id: number): Promise<string | null> {
  const [row] = await db().select({ html: outbox.htmlBody }).from(outbox).where(eq(outbox.id, id));
  return row?.html ?? null;
}
