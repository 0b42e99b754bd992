import { PageHero } from '../../components/page-hero';
import { requireOfficer } from '../../auth/guards.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/overview';

export const meta = () => pageMeta('Admin Dashboard');

export async function loader({ request }: Route.LoaderArgs) {
  await requireOfficer(request);
  return null;
}

export default function Overview() {
  return <PageHero title="Admin Dashboard" />;
}
