import type { GalleryPhoto } from './site-content';
import { photoId } from './site-content';

/**
 * Posted forms of the site content tool turned into candidate values for the section schemas. Inputs are named by
 * their path in the value (`timeline.0.items.1.name`), so a schema's error path is also the input's name.
 */

/**
 * The highest row number the forms may use. The editors number weeks, events and gallery photos from 0, and the
 * section rules allow at most 12 weeks of 20 events and 60 photos, so 99 leaves room for rows numbered with gaps
 * while a crafted form cannot make the server build thousands of rows only to refuse them.
 */
export const MAX_ROW_INDEX = 99;

export const TOO_MANY_ROWS = `Nothing was saved: the form numbers its rows past ${MAX_ROW_INDEX}, more than this tool allows. Reload the page and try again.`;

/** A posted form's fields by name, the first value of each as FormData.get gives it, a file as ''. */
type Fields = ReadonlyMap<string, string>;

/** A row number from a field name, or NaN past MAX_ROW_INDEX. */
function rowIndex(digits: string): number {
  const row = digits.length <= 9 ? Number(digits) : Number.NaN;
  return row <= MAX_ROW_INDEX ? row : Number.NaN;
}

/**
 * Goes through the posted form once: its text fields by name, and the row numbers the `rows` pattern finds in the
 * names (its first group, and its second when present, gives the row within the first). FormData looks a name up
 * by scanning every field, so reading a field per row would take time in the square of the form's size.
 */
function readRows(
  form: FormData,
  rows: RegExp,
): { ok: true; fields: Fields; rows: Map<number, Set<number>> } | { ok: false; message: string } {
  const fields = new Map<string, string>();
  const found = new Map<number, Set<number>>();
  for (const [name, value] of form) {
    if (!fields.has(name)) fields.set(name, typeof value === 'string' ? value : '');
    const m = rows.exec(name);
    if (!m) continue;
    const row = rowIndex(m[1]!);
    const sub = m[2] === undefined ? undefined : rowIndex(m[2]);
    if (Number.isNaN(row) || Number.isNaN(sub)) return { ok: false, message: TOO_MANY_ROWS };
    const subRows = found.get(row) ?? new Set<number>();
    found.set(row, subRows);
    if (sub !== undefined) subRows.add(sub);
  }
  return { ok: true, fields, rows: found };
}

const ascending = (numbers: Iterable<number>) => [...numbers].sort((a, b) => a - b);

/** A text field's value, or '' when it is missing or a file; from the form itself or its fields read once. */
const str = (fields: Fields | FormData, name: string): string => {
  const value = fields.get(name);
  return typeof value === 'string' ? value : '';
};

/** A checkbox is on when it was sent at all. */
const checked = (fields: Fields | FormData, name: string): boolean => fields.has(name);

/** A whole number typed into a field, or NaN for anything else (empty, decimals, words). */
function wholeNumber(value: string): number {
  return /^\s*-?\d{1,9}\s*$/.test(value) ? Number(value) : Number.NaN;
}

// A week is posted by its title, an event by its name; the week of an event without one is left out.
const TIMELINE_ROW = /^timeline\.(\d+)\.(?:title|items\.(\d+)\.name)$/;

export function rushFromForm(form: FormData) {
  const read = readRows(form, TIMELINE_ROW);
  if (!read.ok) return read;
  const { fields } = read;
  const weeks = ascending(read.rows.keys()).filter((w) => fields.has(`timeline.${w}.title`));
  return {
    ok: true as const,
    value: {
      title: str(fields, 'title'),
      startsAt: str(fields, 'startsAt'),
      endsOn: str(fields, 'endsOn'),
      interestFormUrl: str(fields, 'interestFormUrl'),
      showCountdown: checked(fields, 'showCountdown'),
      timeline: weeks.map((w) => ({
        title: str(fields, `timeline.${w}.title`),
        items: ascending(read.rows.get(w)!).map((i) => {
          const prefix = `timeline.${w}.items.${i}`;
          return {
            name: str(fields, `${prefix}.name`),
            date: str(fields, `${prefix}.date`) || null,
            time: str(fields, `${prefix}.time`) || null,
            place: str(fields, `${prefix}.place`) || null,
            inviteOnly: checked(fields, `${prefix}.inviteOnly`),
          };
        }),
      })),
    },
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
    // A form from before the digest existed leaves it to the schema's default.
    digestTime: form.has('digestTime') ? str(form, 'digestTime') : undefined,
  };
}

export function contactFromForm(form: FormData) {
  return { email: str(form, 'email') };
}

export type GalleryOrderResult = { ok: true; gallery: GalleryPhoto[] } | { ok: false; message: string };

const GALLERY_ROW = /^gallery\.(\d+)\.id$/;

export const GALLERY_CHANGED = 'The gallery changed since this page was loaded. Reload the page and try again.';

/**
 * The gallery in the posted order with the posted descriptions. The posted photos must be exactly the current ones:
 * a form loaded before someone else's upload or removal is refused rather than silently dropping a photo.
 */
export function galleryFromForm(form: FormData, current: readonly GalleryPhoto[]): GalleryOrderResult {
  const read = readRows(form, GALLERY_ROW);
  if (!read.ok) return read;
  const byId = new Map(current.map((entry) => [photoId(entry.photo), entry]));
  const rows = ascending(read.rows.keys()).map((i) => ({
    id: str(read.fields, `gallery.${i}.id`),
    alt: str(read.fields, `gallery.${i}.alt`),
  }));
  const ids = new Set(rows.map((row) => row.id));
  if (rows.length !== current.length || ids.size !== rows.length || rows.some((row) => !byId.has(row.id))) {
    return { ok: false, message: GALLERY_CHANGED };
  }
  return { ok: true, gallery: rows.map((row) => ({ photo: byId.get(row.id)!.photo, alt: row.alt })) };
}
