import { PageHero } from '../../components/page-hero';
import { requireMember } from '../../auth/guards.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/family-tree';

export const meta = () => pageMeta('Family Tree');

export async function loader({ request }: Route.LoaderArgs) {
  await requireMember(request);
  return null;
}

export default function FamilyTree() {
  return <PageHero title="FAMILY TREE" />;
}
