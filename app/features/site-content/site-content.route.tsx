import { useFetcher } from 'react-router';
import { requireTool } from '../../shared/session/guards.server';
import { PageHero } from '../../shared/layout/page-hero';
import { ContactForm } from './contact-form';
import { DashboardForm } from './dashboard-form';
import { PhotosForm, type PhotosView } from './photos-form';
import { RegentForm } from './regent-form';
import { RushForm } from './rush-form';
import { SectionCard } from './section-card';
import styles from './site-content.module.css';
import type { HistoryView, PhotoPreview } from './types';
import { chapter, type ContentSection } from '../../config/chapter';
import { contentSectionsFor } from '../../shared/session/permissions';
import { type PhotoRef, photoId, type SiteContent } from './site-content';
import { keepActionRetryAfter } from '../../shared/forms/action-retry-after';
import { pageMeta } from '../../shared/layout/meta';
import { resolvePhoto } from './site-photos.server';
import { getSiteContent, sectionHistories, sectionVersion } from './site-content.server';
import { RushSeasonOver } from './rush-season-notice';
import { useUnsavedSections } from './unsaved-sections';
import { UnsavedChangesGuard } from '../../shared/layout/unsaved-changes-guard';
import { rushSeasonNotice } from './rush-season-notice.server';
import type { Route } from './+types/site-content.route';
import { dateTimeFormat } from '../../shared/time/date-time-format';
import { type ContentActionResult, contentAction } from './site-content-actions.server';

export const meta = () => pageMeta('Site Content');

/** A picture refused while the server is busy says when to try again. */
export const headers = keepActionRetryAfter;

const SECTION_TEXT: Record<ContentSection, { title: string; intro: string }> = {
  rush: { title: 'Rush season', intro: 'The rush page: its title, dates, countdown, interest form and timeline.' },
  regent: { title: "Regent's message", intro: "The home page's 'A Message from the Regent'." },
  photos: { title: 'Photos', intro: 'The photos of the home and about pages, and the gallery.' },
  dashboard: { title: 'Member dashboard', intro: 'The points goal and which cards members see this term.' },
  contact: {
    title: 'Contact address',
    intro: "Where visitors write to the chapter: the sign-in page offers it to someone whose account it doesn't know.",
  },
};

const SLOTS = [
  ['homeHero', 'Home page banner'],
  ['join', "'Interested in Joining?' background"],
  ['aboutHero', 'About page banner'],
] as const;

const when = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: chapter.timeZone });

function preview(ref: PhotoRef): PhotoPreview {
  const sources = resolvePhoto(ref);
  const label = ref.kind === 'bundled' ? `Bundled photo ${ref.name}` : 'Uploaded photo';
  if (!sources) return { src: null, label };
  // The smallest WebP is plenty for a thumbnail.
  return { src: sources.webp.split(' ')[0] || sources.src, label };
}

function photosView(photos: SiteContent['photos']): PhotosView {
  return {
    slots: SLOTS.map(([slot, label]) => ({ slot, label, preview: preview(photos[slot]) })),
    gallery: photos.gallery.map((entry) => ({
      id: photoId(entry.photo),
      alt: entry.alt,
      preview: preview(entry.photo),
    })),
  };
}

/** Only the sections this officer may edit reach the browser. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireTool(request, 'site-content');
  const sections = contentSectionsFor(member.role);
  const has = (section: ContentSection) => sections.includes(section);
  const [content, histories, seasonNotice] = await Promise.all([
    getSiteContent(),
    sectionHistories(),
    has('rush') ? rushSeasonNotice() : null,
  ]);
  const history = Object.fromEntries(
    sections.map((s) => [
      s,
      {
        versions: histories[s].versions,
        savedAt: histories[s].savedAt && when.format(histories[s].savedAt),
        version: sectionVersion(histories[s].savedAt),
      },
    ]),
  ) as Record<ContentSection, HistoryView>;
  return {
    sections,
    history,
    timeZone: chapter.timeZone,
    rush: has('rush') ? content.rush : null,
    seasonNotice,
    regent: has('regent')
      ? { name: content.regent.name, message: content.regent.message, portrait: preview(content.regent.portrait) }
      : null,
    photos: has('photos') ? photosView(content.photos) : null,
    dashboard: has('dashboard') ? content.dashboard : null,
    contact: has('contact') ? content.contact : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return contentAction(request);
}

export default function SiteContentPage({ loaderData }: Route.ComponentProps) {
  const { sections, history, rush, seasonNotice, regent, photos, dashboard, contact, timeZone } = loaderData;
  const fetchers = {
    rush: useFetcher<ContentActionResult>({ key: 'content-rush' }),
    regent: useFetcher<ContentActionResult>({ key: 'content-regent' }),
    photos: useFetcher<ContentActionResult>({ key: 'content-photos' }),
    dashboard: useFetcher<ContentActionResult>({ key: 'content-dashboard' }),
    contact: useFetcher<ContentActionResult>({ key: 'content-contact' }),
  };
  const { edited, markEdited } = useUnsavedSections(fetchers);
  // A new key after each save or restore re-reads the saved values into the forms; a refused save keeps the typing.
  const version = (section: ContentSection) => `${history[section]?.version}-${history[section]?.versions}`;
  // What a section's save form sends with it: the version it shows, through the section's own fetcher.
  const saving = (section: ContentSection) => ({ version: history[section]!.version, fetcher: fetchers[section] });
  const card = (section: ContentSection, form: React.ReactNode) => (
    <SectionCard
      key={section}
      section={section}
      {...SECTION_TEXT[section]}
      history={history[section]}
      fetcher={fetchers[section]}
      edited={edited.includes(section)}
      onEdit={() => markEdited(section)}
    >
      {form}
    </SectionCard>
  );

  return (
    <>
      <PageHero title="Site Content" />
      <div className={`container ${styles.page}`}>
        {seasonNotice && <RushSeasonOver notice={seasonNotice} to="#rush" />}
        {sections.length > 1 && (
          <nav aria-label="Sections">
            <ul className={styles.toc}>
              {sections.map((s) => (
                <li key={s}>
                  <a href={`#${s}`}>{SECTION_TEXT[s].title}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {rush && card('rush', <RushForm key={version('rush')} {...saving('rush')} rush={rush} timeZone={timeZone} />)}
        {regent && card('regent', <RegentForm key={version('regent')} {...saving('regent')} regent={regent} />)}
        {photos && card('photos', <PhotosForm key={version('photos')} photos={photos} fetcher={fetchers.photos} />)}
        {dashboard &&
          card(
            'dashboard',
            <DashboardForm key={version('dashboard')} {...saving('dashboard')} dashboard={dashboard} />,
          )}
        {contact &&
          card('contact', <ContactForm key={version('contact')} contact={contact} fetcher={fetchers.contact} />)}
      </div>
      <UnsavedChangesGuard when={edited.length > 0}>
        Your changes to {edited.map((section) => SECTION_TEXT[section].title.toLowerCase()).join(' and ')} are not saved
        yet. Stay to save them, or leave and lose them.
      </UnsavedChangesGuard>
    </>
  );
}
