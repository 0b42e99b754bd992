import { PageHero } from '../../components/page-hero';
import { requireTool } from '../../auth/guards.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/spoon-assassins';

export const meta = () => pageMeta('Spoon Assassins');

export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'spoon-assassins');
  return null;
}

export default function SpoonAssassins() {
  return <PageHero title="Spoon Assassins" />;
}
