import { chapter, constants, dashboardCards, rush } from '../../config/chapter';
import { REGENT_MESSAGE } from './regent-message-default';
import type { GalleryPhoto, PhotoRef, SiteContent } from './site-content';

/**
 * What the site shows before an officer first edits a section: the values shipped in config/chapter.ts, the home
 * page's text and the photos bundled in content/photos.
 */

const bundled = (name: string): PhotoRef => ({ kind: 'bundled', name });

function defaultGallery(): GalleryPhoto[] {
  return Array.from({ length: constants.galleryImages }, (_, i) => ({
    photo: bundled(`gallery-${String(i + 1).padStart(2, '0')}`),
    alt: `Chapter photo ${i + 1}`,
  }));
}

export function defaultSiteContent(): SiteContent {
  return {
    rush: {
      title: rush.title,
      startsAt: rush.startsAt,
      endsOn: rush.endsOn,
      interestFormUrl: rush.interestFormUrl,
      showCountdown: rush.showCountdown,
      timeline: rush.timeline.map((week) => ({ title: week.title, items: week.items.map((item) => ({ ...item })) })),
    },
    regent: { name: '', portrait: bundled('regent'), message: REGENT_MESSAGE.join('\n\n') },
    photos: {
      homeHero: bundled('hero-home'),
      join: bundled('join'),
      aboutHero: bundled('hero-about'),
      gallery: defaultGallery(),
    },
    dashboard: {
      pointsGoal: constants.pointsGoal,
      broDateCard: dashboardCards.broDates,
      spoonAssassinsCard: dashboardCards.spoonAssassins,
      digestTime: constants.digestTime,
    },
    contact: { email: chapter.contactEmail },
  };
}
