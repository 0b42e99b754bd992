import { PageHero } from '../../components/page-hero';
import { requireTool } from '../../auth/guards.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/user-management';

export const meta = () => pageMeta('User Management');

export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'user-management');
  return null;
}

export default function UserManagement() {
  return <PageHero title="User Management" />;
}
