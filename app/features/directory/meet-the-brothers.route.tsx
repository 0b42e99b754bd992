import { data } from 'react-router';
import { DirectorySection } from './directory-section';
import { LoadFailure } from '../../shared/layout/load-failure';
import { MemberCard } from './member-card';
import { PageHero } from '../../shared/layout/page-hero';
import { chapter } from '../../config/chapter';
import { yearIn } from '../../shared/time/chapter-year';
import { now } from '../../shared/time/clock.server';
import { cardsInFirstView, classSections, executiveBoard, leadership, publicRole } from './directory';
import { readOrFallback } from '../../shared/db/database-outage.server';
import { pageMeta } from '../../shared/layout/meta';
import { listBrothers, type PublicBrother } from './directory.server';
import type { Route } from './+types/meet-the-brothers.route';
import { toCard } from './directory-cards.server';

export const meta = () => pageMeta('Meet the Brothers');

const LOAD_FAILURE = 'Failed to fetch users. Please try again later.';

// Sections are chosen on the real role (the Mediation Chair is left out of Leadership); cards show the public one.
const card = (brother: PublicBrother) => toCard({ ...brother, role: publicRole(brother.role) });

export async function loader() {
  const year = yearIn(chapter.timeZone, now());
  const brothers = await readOrFallback(listBrothers, () => null, 'could not load the brothers directory', {
    throwOutage: true,
  });
  if (!brothers)
    return data({ year, error: LOAD_FAILURE, executive: [], leadership: [], classes: [] }, { status: 500 });
  return {
    year,
    error: null,
    executive: executiveBoard(brothers).map(card),
    leadership: leadership(brothers).map(card),
    classes: classSections(brothers).map((s) => ({ title: s.title, people: s.people.map(card) })),
  };
}

export default function MeetTheBrothers({ loaderData }: Route.ComponentProps) {
  const { year, error, executive, leadership: leaders, classes } = loaderData;
  const [executiveInView = 0, leadersInView = 0, ...classesInView] = cardsInFirstView([
    executive.length,
    leaders.length,
    ...classes.map((section) => section.people.length),
  ]);
  return (
    <>
      <PageHero title="Meet the Brothers" />
      {error ? (
        <LoadFailure message={error} />
      ) : (
        <div className="container">
          {executive.length > 0 && (
            <DirectorySection id="executive-board" title={`${year} Executive Board`}>
              {executive.map((person, at) => (
                <MemberCard key={person.id} person={person} eager={at < executiveInView} />
              ))}
            </DirectorySection>
          )}
          {leaders.length > 0 && (
            <DirectorySection id="leadership" title="Leadership">
              {leaders.map((person, at) => (
                <MemberCard key={person.id} person={person} eager={at < leadersInView} />
              ))}
            </DirectorySection>
          )}
          {classes.map((section, index) => (
            <DirectorySection key={section.title} id={`class-${index}`} title={section.title}>
              {section.people.map((person, at) => (
                <MemberCard key={person.id} person={person} eager={at < (classesInView[index] ?? 0)} />
              ))}
            </DirectorySection>
          ))}
          {classes.length === 0 && <p>No brothers are listed yet.</p>}
        </div>
      )}
    </>
  );
}
