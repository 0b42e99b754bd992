import { PageHero } from '../../components/page-hero';
import { requireMember } from '../../auth/guards.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/dashboard';

export const meta = () => pageMeta('Dashboard');

export async function loader({ request }: Route.LoaderArgs) {
  await requireMember(request);
  return null;
}

export default function Dashboard() {
  return <PageHero title="Dashboard" />;
}
