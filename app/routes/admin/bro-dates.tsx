import { PageHero } from '../../components/page-hero';
import { requireTool } from '../../auth/guards.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/bro-dates';

export const meta = () => pageMeta('Bro Dates');

export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'bro-dates');
  return null;
}

export default function BroDates() {
  return <PageHero title="Manage Brodates" />;
}
