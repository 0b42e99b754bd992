import { emailHtmlOf, requireDevMail } from './dev-mail.server';
import type { Route } from './+types/dev-mail-message.route';

/**
 * One email of the local outbox as its recipient's mail client would show it. The email's HTML was built by the site
 * from escaped text; it is still answered under a policy that runs no script and loads nothing from elsewhere.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireDevMail(request);
  const html = /^\d{1,15}$/.test(params.id) ? await emailHtmlOf(Number(params.id)) : null;
  if (html === null) return new Response('No such email.', { status: 404 });
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
      'Cache-Control': 'no-store',
    },
  });
}
