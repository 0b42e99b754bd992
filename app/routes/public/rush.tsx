import { PageHero } from '../../components/page-hero';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Rush');

export default function Rush() {
  return <PageHero title="Winter Rush 2026" />;
}
