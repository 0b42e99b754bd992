import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './shared/layout/error-page';
import { SiteFooter } from './shared/layout/site-footer';
import { SiteHeader } from './shared/layout/site-header';
import { getSignedInMember } from './shared/session/guards.server';
import { AccountMenu, type HeaderMember } from './shared/layout/account-menu';
import { NotificationBell } from './shared/layout/notification-bell';
import { unreadCount } from './shared/notify/notification-reads.server';
import { chapter } from './config/chapter';
import { yearIn } from './shared/time/chapter-year';
import { shortcutsFor } from './features/officer-tools';
import { handbookLinkFor } from './features/handbooks';
import { pictureUrl } from './shared/pictures/pictures';
import type { SessionMember } from './shared/session/sessions.server';
import { pageMeta } from './shared/layout/meta';
import { useNonce } from './shared/runtime/nonce';
import { tooManyRequests } from './shared/limits/too-many-requests';
import './shared/styles/tokens.css';
import './shared/styles/global.css';

/** Pages set their own title; this one shows when an error replaces the page. */
export function meta({ error }: Route.MetaArgs) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const titles: Record<number, string> = { 404: 'Page not found', 429: 'Too many requests' };
  return pageMeta(titles[status] ?? 'Something went wrong');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The server refused the request before any route ran; this shows its refusal as a page.
  if (context.tooManyRequests) throw tooManyRequests(context.tooManyRequests.retryAfterSeconds);
  const member = await getSignedInMember(request);
  if (!member) return { year: currentYear(), member: null };
  const unread = await unreadCount(member.id);
  return { year: currentYear(), member: { ...headerMember(member, handbookLinkFor(member.role)), unread } };
}

/** A refusal's Retry-After reaches the browser; pages set their other headers themselves. */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  const retryAfter = errorHeaders?.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : {};
}

/**
 * Only what the header shows: names, picture, the way to the handbooks, and the officer links this role may follow
 * (as on the dashboard).
 */
function headerMember(member: SessionMember, handbook: HeaderMember['handbook']): HeaderMember {
  const links = shortcutsFor(member.role);
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    pictureUrl: pictureUrl(member.profilePictureUrl, member.accountPhotoUrl),
    handbook,
    links,
  };
}

/** The year in the chapter's time zone, so the footer does not change at midnight UTC. */
const currentYear = () => yearIn(chapter.timeZone, new Date());

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  // Marks the document once React has taken over (error pages too), so browser tests act after handlers attach.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', 'true'), []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6b0f1a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable on phones: the manifest (public/manifest.webmanifest) and the home-screen icons. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        <SiteHeader
          bell={data?.member ? <NotificationBell unread={data.member.unread} /> : undefined}
          account={data?.member ? <AccountMenu member={data.member} /> : <Link to="/login">Login</Link>}
        />
        <main id="main">{children}</main>
        <SiteFooter year={data?.year ?? currentYear()} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
