import { PageHero } from '../../components/page-hero';
import { requireTool } from '../../auth/guards.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/scribe-editor';

export const meta = () => pageMeta('Scribe Editor');

export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'scribe-editor');
  return null;
}

export default function ScribeEditor() {
  return <PageHero title="Scribe Editor" />;
}
