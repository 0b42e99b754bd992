import { constants, dashboardCards, rush } from '../config/chapter';
import type { GalleryPhoto, PhotoRef, SiteContent } from './site-content';

/**
 * What the site shows before an officer first edits a section: the values shipped in config/chapter.ts and the
 * photos bundled in content/photos.
 */

const bundled = (name: string): PhotoRef => ({ kind: 'bundled', name });

// Until the home page's own text lands, the default message lives here; it mentions Winter Rush in Week 1 (SPEC).
const DEFAULT_REGENT_MESSAGE = [
  'Welcome! I am so glad you found your way here. Theta Tau gave me a family of engineers who push each other to grow.',
  'If that sounds like you, come to **Winter Rush** in Week 1 of the winter quarter and meet us.',
].join('\n\n');

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
      interestFormUrl: rush.interestFormUrl,
      showCountdown: rush.showCountdown,
      timeline: rush.timeline.map((week) => ({ title: week.title, items: week.items.map((item) => ({ ...item })) })),
    },
    regent: { name: '', portrait: bundled('regent'), message: DEFAULT_REGENT_MESSAGE },
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
    },
  };
}
