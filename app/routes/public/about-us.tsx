import { PageHero } from '../../components/page-hero';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('About Us');

export default function AboutUs() {
  return <PageHero title="About Us" />;
}
