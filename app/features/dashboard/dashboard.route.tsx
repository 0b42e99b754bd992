import { LoadFailureBoundary } from '../../shared/layout/load-failure';
import { requireMember } from '../../shared/session/guards.server';
import { BroDateCard } from './bro-date-card';
import { PointsCard } from './points-card';
import { ProfileHeader } from './profile-header';
import { ShortcutButtons } from './shortcut-buttons';
import { SpoonTargetCard } from './spoon-target-card';
import { UpcomingEventsCard } from './upcoming-events-card';
import { pictureUrl } from '../../shared/pictures/pictures';
import { summarizePoints } from './points';
import { PROFILE_GONE } from './profile';
import { shortcutsFor } from '../officer-tools';
import { upcomingEvents } from '../chapter-calendar/index.server';
import { keepActionRetryAfter } from '../../shared/forms/action-retry-after';
import { pageMeta } from '../../shared/layout/meta';
import { findOwnBroDateNames } from '../bro-dates/index.server';
import { findPointsEntries } from './own-points.server';
import { findOwnTarget } from '../spoon-assassins/index.server';
import { openCheckInsFor } from '../events/index.server';
import { CheckInPrompt } from '../../shared/layout/check-in-prompt';
import { ComingTermCard, type ComingTermView } from './coming-term-card';
import { comingTerm } from '../officer-terms/index.server';
import { currentHandbookText } from '../handbooks/index.server';
import { now } from '../../shared/time/clock.server';
import { findMemberProfile } from './profile.server';
import { getSiteContentOrDefault } from '../site-content/index.server';
import type { Route } from './+types/dashboard.route';
import styles from './dashboard.module.css';
import { updateProfile } from './profile-update.server';
import { electionPrompts } from '../elections/index.server';
import { ElectionPrompts } from '../elections/index';
import { boardChanges } from '../admin-overview/index.server';
import { BoardChanges } from '../admin-overview/index';
import { can } from '../../shared/session/permissions';
import { vapidPublicKey } from '../../shared/notify/push-keys.server';
import { PushDeviceCard } from './push-device-card';

export const meta = () => pageMeta('Dashboard');

/** A picture refused while the server is busy says when to try again. */
export const headers = keepActionRetryAfter;

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const profile = await findMemberProfile(member.id);
  if (!profile) return { found: false as const };
  // This term's goal and cards come from the site content; a card switched off is not even queried.
  const { dashboard } = await getSiteContentOrDefault();
  const [entries, checkIns, broDateNames, target, incoming, elections, board] = await Promise.all([
    findPointsEntries(member.id),
    openCheckInsFor(member.id, now()),
    dashboard.broDateCard ? findOwnBroDateNames(member.id) : null,
    dashboard.spoonAssassinsCard ? findOwnTarget(member.id) : null,
    comingTermWithHandbook(member.id),
    electionPrompts(member.id, now()),
    boardChanges(now()),
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
    checkIns,
    elections,
    // Not awaited: the page streams first and the card fills in when the calendar answers.
    events: upcomingEvents(),
    broDateNames,
    target,
    incoming,
    // Who holds a tool is the chapter's business: every member sees the board's changes, officers who run elections
    // a link to confirm what waits for them.
    board: board.pending.length > 0 || board.changes.length > 0 ? board : null,
    canConfirm: can(profile.role, 'elections'),
    cards: { broDates: dashboard.broDateCard, spoonAssassins: dashboard.spoonAssassinsCard },
    pushKey: vapidPublicKey(),
    shortcuts: shortcutsFor(profile.role),
  };
}

/** The position the member takes on a later day, with its handbook, or null. */
async function comingTermWithHandbook(memberId: number): Promise<ComingTermView | null> {
  const term = await comingTerm(memberId, now());
  return term && { ...term, handbook: await currentHandbookText(term.position) };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  return updateProfile(request, member.id);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <DashboardError message={PROFILE_GONE} />;
  const {
    profile,
    points,
    checkIns,
    elections,
    events,
    broDateNames,
    target,
    incoming,
    board,
    canConfirm,
    cards,
    pushKey,
    shortcuts,
  } = loaderData;
  return (
    <div className={`container ${styles.page}`}>
      <CheckInPrompt events={checkIns} />
      <ElectionPrompts prompts={elections} />
      <ProfileHeader profile={profile} />
      {incoming && <ComingTermCard term={incoming} />}
      <div className={styles.grid}>
        <PointsCard points={points} />
        <UpcomingEventsCard events={events} />
        {cards.broDates && <BroDateCard names={broDateNames} />}
        {cards.spoonAssassins && target && <SpoonTargetCard target={target} />}
        <PushDeviceCard publicKey={pushKey} />
      </div>
      {board && <BoardChanges changes={board} canConfirm={canConfirm} className={styles.board} />}
      <ShortcutButtons shortcuts={shortcuts} />
    </div>
  );
}

/** A failed load shows the dashboard's own message inside the normal layout (see this feature's README.md). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadFailureBoundary error={error}>
      <DashboardError message="Failed to fetch user data." />
    </LoadFailureBoundary>
  );
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
