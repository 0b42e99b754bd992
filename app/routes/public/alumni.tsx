import { PageHero } from '../../components/page-hero';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Alumni');

export default function Alumni() {
  return <PageHero title="Our Alumni" />;
}
