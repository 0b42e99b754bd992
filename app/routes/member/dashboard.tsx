import { isRouteErrorResponse } from 'react-router';
import { requireMember } from '../../auth/guards.server';
import { BroDateCard } from '../../components/member/bro-date-card';
import { PointsCard } from '../../components/member/points-card';
import { ProfileHeader } from '../../components/member/profile-header';
import { ShortcutButtons } from '../../components/member/shortcut-buttons';
import { SpoonTargetCard } from '../../components/member/spoon-target-card';
import { UpcomingEventsCard } from '../../components/member/upcoming-events-card';
import { pictureUrl } from '../../domain/pictures';
import { summarizePoints } from '../../domain/points';
import { shortcutsFor } from '../../domain/shortcuts';
import { upcomingEvents } from '../../lib/calendar.server';
import { keepActionRetryAfter } from '../../lib/action-retry-after';
import { pageMeta } from '../../lib/meta';
import { findOwnBroDateNames } from '../../models/own-bro-date.server';
import { findPointsEntries } from '../../models/own-points.server';
import { findOwnTarget } from '../../models/own-target.server';
import { findMemberProfile } from '../../models/profile.server';
import { getSiteContentOrDefault } from '../../models/site-content.server';
import type { Route } from './+types/dashboard';
import styles from './dashboard.module.css';
import { updateProfile } from './profile-update.server';

export const meta = () => pageMeta('Dashboard');

/** A picture refused while the server is busy says when to try again. */
export const headers = keepActionRetryAfter;

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const profile = await findMemberProfile(member.id);
  if (!profile) return { found: false as const };
  // This term's goal and cards come from the site content; a card switched off is not even queried.
  const { dashboard } = await getSiteContentOrDefault();
  const [entries, broDateNames, target] = await Promise.all([
    findPointsEntries(member.id),
    dashboard.broDateCard ? findOwnBroDateNames(member.id) : null,
    dashboard.spoonAssassinsCard ? findOwnTarget(member.id) : null,
  ]);
  return {
    found: true as const,
    profile: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      role: profile.role,
      major: profile.major,
      class: profile.class,
      graduationYear: profile.graduationYear,
      family: profile.family,
      linkedinUrl: profile.linkedinUrl,
      pictureUrl: pictureUrl(profile.profilePictureUrl, member.accountPhotoUrl),
    },
    points: summarizePoints(entries, dashboard.pointsGoal),
    // Not awaited: the page streams first and the card fills in when the calendar answers.
    events: upcomingEvents(),
    broDateNames,
    target,
    cards: { broDates: dashboard.broDateCard, spoonAssassins: dashboard.spoonAssassinsCard },
    shortcuts: shortcutsFor(profile.role),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  return updateProfile(request, member.id);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <DashboardError message="User data not found" />;
  const { profile, points, events, broDateNames, target, cards, shortcuts } = loaderData;
  return (
    <div className={`container ${styles.page}`}>
      <ProfileHeader profile={profile} />
      <div className={styles.grid}>
        <PointsCard points={points} />
        <UpcomingEventsCard events={events} />
        {cards.broDates && <BroDateCard names={broDateNames} />}
        {cards.spoonAssassins && target && <SpoonTargetCard target={target} />}
      </div>
      <ShortcutButtons shortcuts={shortcuts} />
    </div>
  );
}

/** A failed load shows the specification's message inside the normal layout; a missing page stays a 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <DashboardError message={notFound ? 'User data not found' : 'Failed to fetch user data.'} />;
}

function DashboardError({ message }: { message: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.errorTitle}>Dashboard</h1>
      <p role="alert" className={styles.error}>
        Error: {message}
      </p>
    </div>
  );
}
