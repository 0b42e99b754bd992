import type { GalleryPhoto } from './site-content';
import { photoId } from './site-content';

/**
 * Posted forms of the site content tool turned into candidate values for the section schemas. Inputs are named by
 * their path in the value (`timeline.0.items.1.name`), so a schema's error path is also the input's name.
 */

const str = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A checkbox is on when it was sent at all. */
const checked = (form: FormData, name: string): boolean => form.has(name);

/** The distinct indices used under a prefix, in order: `timeline.3.title` and `timeline.7.title` give [3, 7]. */
function indicesOf(form: FormData, pattern: RegExp): number[] {
  const found = new Set<number>();
  for (const key of form.keys()) {
    const m = pattern.exec(key);
    if (m) found.add(Number(m[1]));
  }
  return [...found].sort((a, b) => a - b);
}

/** A whole number typed into a field, or NaN for anything else (empty, decimals, words). */
function wholeNumber(value: string): number {
  return /^\s*-?\d{1,9}\s*$/.test(value) ? Number(value) : Number.NaN;
}

export function rushFromForm(form: FormData) {
  return {
    title: str(form, 'title'),
    startsAt: str(form, 'startsAt'),
    interestFormUrl: str(form, 'interestFormUrl'),
    showCountdown: checked(form, 'showCountdown'),
    timeline: indicesOf(form, /^timeline\.(\d+)\.title$/).map((w) => ({
      title: str(form, `timeline.${w}.title`),
      items: indicesOf(form, new RegExp(`^timeline\\.${w}\\.items\\.(\\d+)\\.name$`)).map((i) => {
        const prefix = `timeline.${w}.items.${i}`;
        return {
          name: str(form, `${prefix}.name`),
          date: str(form, `${prefix}.date`) || null,
          inviteOnly: checked(form, `${prefix}.inviteOnly`),
        };
      }),
    })),
  };
}

/** The regent's name and message; the portrait changes only by an upload. */
export function regentTextFromForm(form: FormData) {
  return { name: str(form, 'name'), message: str(form, 'message') };
}

export function dashboardFromForm(form: FormData) {
  return {
    pointsGoal: wholeNumber(str(form, 'pointsGoal')),
    broDateCard: checked(form, 'broDateCard'),
    spoonAssassinsCard: checked(form, 'spoonAssassinsCard'),
  };
}

export type GalleryOrderResult = { ok: true; gallery: GalleryPhoto[] } | { ok: false; message: string };

export const GALLERY_CHANGED = 'The gallery changed since this page was loaded. Reload the page and try again.';

/**
 * The gallery in the posted order with the posted descriptions. The posted photos must be exactly the current ones:
 * a form loaded before someone else's upload or removal is refused rather than silently dropping a photo.
 */
export function galleryFromForm(form: FormData, current: readonly GalleryPhoto[]): GalleryOrderResult {
  const byId = new Map(current.map((entry) => [photoId(entry.photo), entry]));
  const rows = indicesOf(form, /^gallery\.(\d+)\.id$/).map((i) => ({
    id: str(form, `gallery.${i}.id`),
    alt: str(form, `gallery.${i}.alt`),
  }));
  const ids = new Set(rows.map((row) => row.id));
  if (rows.length !== current.length || ids.size !== rows.length || rows.some((row) => !byId.has(row.id))) {
    return { ok: false, message: GALLERY_CHANGED };
  }
  return { ok: true, gallery: rows.map((row) => ({ photo: byId.get(row.id)!.photo, alt: row.alt })) };
}
