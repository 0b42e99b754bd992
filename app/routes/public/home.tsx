import { PageHero } from '../../components/page-hero';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Home');

export default function Home() {
  return <PageHero title="Theta Tau at Santa Clara University" />;
}
