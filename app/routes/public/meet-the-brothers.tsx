import { PageHero } from '../../components/page-hero';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Meet the Brothers');

export default function MeetTheBrothers() {
  return <PageHero title="Meet the Brothers" />;
}
