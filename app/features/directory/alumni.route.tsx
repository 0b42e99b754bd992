import { data, Link } from 'react-router';
import { getSignedInMember } from '../../shared/session/guards.server';
import { DirectorySection } from './directory-section';
import { LoadFailure } from '../../shared/layout/load-failure';
import { MemberCard } from './member-card';
import { PageHero } from '../../shared/layout/page-hero';
import { alumniSections, cardsInFirstView } from './directory';
import { readOrFallback } from '../../shared/db/database-outage.server';
import { pageMeta } from '../../shared/layout/meta';
import { listAlumni, type PublicAlumnus } from './directory.server';
import type { Route } from './+types/alumni.route';
import { toCard } from './directory-cards.server';
import styles from './alumni.module.css';

export const meta = () => pageMeta('Alumni');

const LOAD_FAILURE = 'Failed to fetch alumni. Please try again later.';

// What a signed-out visitor receives depends on the cookie, so no shared cache may keep it.
export const headers = () => ({ 'Cache-Control': 'private, no-cache' });

export async function loader({ request }: Route.LoaderArgs) {
  const read = await readOrFallback(
    () => Promise.all([listAlumni(), getSignedInMember(request)]),
    () => null,
    'could not load the alumni directory',
    { throwOutage: true },
  );
  if (!read) return data({ error: LOAD_FAILURE, signedIn: false, sections: [] }, { status: 500 });
  const [alumni, viewer] = read;
  // LinkedIn addresses only reach signed-in members; a visitor learns just that one exists.
  const card = ({ linkedinUrl, foundingMember, ...alumnus }: PublicAlumnus) => ({
    ...toCard({ ...alumnus, linkedinUrl: viewer ? linkedinUrl : null }),
    foundingMember,
    hasLinkedin: Boolean(linkedinUrl),
  });
  return {
    error: null,
    signedIn: Boolean(viewer),
    sections: alumniSections(alumni).map((s) => ({ title: s.title, people: s.people.map(card) })),
  };
}

export default function Alumni({ loaderData }: Route.ComponentProps) {
  const { error, signedIn, sections } = loaderData;
  const inView = cardsInFirstView(sections.map((section) => section.people.length));
  return (
    <>
      <PageHero title="Our Alumni" />
      {error ? (
        <LoadFailure message={error} />
      ) : (
        <div className="container">
          {sections.map((section, index) => (
            <DirectorySection key={section.title} id={`alumni-${index}`} title={section.title}>
              {section.people.map((person, at) => (
                <MemberCard
                  key={person.id}
                  person={person}
                  eager={at < (inView[index] ?? 0)}
                  highlight={person.foundingMember}
                  badge={person.foundingMember ? 'Founding Member' : undefined}
                  footer={
                    !signedIn &&
                    person.hasLinkedin && (
                      <Link className={styles.signIn} to="/login?redirectTo=%2Falumni">
                        Sign in to view LinkedIn
                      </Link>
                    )
                  }
                />
              ))}
            </DirectorySection>
          ))}
          {sections.length === 0 && <p>No alumni are listed yet.</p>}
        </div>
      )}
    </>
  );
}
