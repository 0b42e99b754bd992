import { z } from 'zod';
import { constants } from '../../config/chapter';
import { isSafeExternalUrl } from '../../shared/text/safe-link';
import { checkMarkdownLinks } from '../../shared/text/simple-markdown';
import { seasonIssues } from './rush-season';

/**
 * The content officers edit in the site content tool: its shape, the rules every save obeys, and how a posted form
 * becomes a candidate value. Each section is saved, versioned and restored on its own.
 */

/** A photo the site shows: one bundled with the site (content/photos) or one uploaded and stored in `media`. */
export type PhotoRef =
  { kind: 'bundled'; name: string } | { kind: 'upload'; key: string; width: number; height: number; widths: number[] };

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2100 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

/** A wall-clock time in the chapter's time zone, as a datetime-local input gives it. */
const localDateTime = z
  .string()
  .trim()
  .refine((value) => {
    const m = LOCAL_DATE_TIME.exec(value);
    return !!m && isCalendarDate(+m[1]!, +m[2]!, +m[3]!) && +m[4]! < 24 && +m[5]! < 60;
  }, 'Enter a real date and time between 2000 and 2100.');

const isDate = (value: string) => {
  const m = DATE.exec(value);
  return !!m && isCalendarDate(+m[1]!, +m[2]!, +m[3]!);
};

/** A day, as a date input gives it. */
const date = (required: string) =>
  z.string().trim().min(1, required).refine(isDate, 'Enter a real date between 2000 and 2100.');

/** An optional value; an empty field (or one an older version did not store) means none. */
const optional = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || check(value), message);

const optionalDate = optional(isDate, 'Enter a real date between 2000 and 2100, or leave it empty.');
const optionalTime = optional((value) => TIME.test(value), 'Enter a time such as 7:00 PM, or leave it empty.');
const optionalPlace = optional((value) => value.length <= 80, 'The place must be at most 80 characters.');

const httpsUrl = z
  .string()
  .trim()
  .max(500, 'The address must be at most 500 characters.')
  .refine(
    (value) => isSafeExternalUrl(value) && new URL(value).hostname.includes('.'),
    'Enter a full web address starting with https://',
  );

const photoRef: z.ZodType<PhotoRef> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bundled'), name: z.string().regex(/^[a-z0-9-]{1,60}$/) }),
  z.object({
    kind: z.literal('upload'),
    key: z.string().regex(/^sitePhotos\/[A-Za-z0-9_.-]{1,100}$/),
    width: z.int().positive(),
    height: z.int().positive(),
    widths: z.array(z.int().positive()).min(1).max(6),
  }),
]);

export const TIMELINE_LIMITS = { weeks: 12, itemsPerWeek: 20 } as const;

const timelineItem = z.object({
  name: text('The event name', 80),
  date: optionalDate,
  time: optionalTime,
  place: optionalPlace,
  inviteOnly: z.boolean(),
});

const rushFields = z.object({
  title: text('The title', 80),
  startsAt: localDateTime,
  /** The season's last day: the rush page says rush is over from the midnight after it. */
  endsOn: date('Enter the last day of rush.'),
  interestFormUrl: httpsUrl,
  showCountdown: z.boolean(),
  timeline: z
    .array(
      z.object({
        title: text('The week title', 60),
        items: z
          .array(timelineItem)
          .min(1, 'A week needs at least one event.')
          .max(TIMELINE_LIMITS.itemsPerWeek, `A week has at most ${TIMELINE_LIMITS.itemsPerWeek} events.`),
      }),
    )
    .min(1, 'The timeline needs at least one week.')
    .max(TIMELINE_LIMITS.weeks, `The timeline has at most ${TIMELINE_LIMITS.weeks} weeks.`),
});

/** What a save must pass: every field, a last day on or after the first, every dated event inside the season. */
export const rushSchema = rushFields.superRefine((rush, ctx) => {
  for (const issue of seasonIssues(rush)) ctx.addIssue({ code: 'custom', ...issue });
});

/**
 * What a stored value must pass to be shown. Seasons saved before they had a last day still load: the editor and
 * the rush page then use a suggested one (`seasonEndsOn`), and nothing is written until an officer saves.
 */
export const storedRushSchema = rushFields.extend({ endsOn: rushFields.shape.endsOn.optional() });

export const REGENT_MESSAGE_MAX = 5000;

/** The regent section as stored: a message saved before links were checked still shows, its link as plain text. */
const storedRegentSchema = z.object({
  /** Empty: the site shows the member who holds the Regent role. */
  name: z.string().trim().max(80, 'The name must be at most 80 characters.'),
  portrait: photoRef,
  // Browsers post line breaks as CRLF; store them as typed.
  message: text('The message', REGENT_MESSAGE_MAX).transform((value) => value.replace(/\r\n?/g, '\n')),
});

export const regentSchema = storedRegentSchema.extend({
  message: storedRegentSchema.shape.message.superRefine(checkMarkdownLinks),
});

export const GALLERY_MAX = 60;
export const ALT_MAX = 150;

export const galleryPhotoSchema = z.object({ photo: photoRef, alt: text('The description', ALT_MAX) });

export const photosSchema = z.object({
  homeHero: photoRef,
  join: photoRef,
  aboutHero: photoRef,
  gallery: z
    .array(galleryPhotoSchema)
    .min(1, 'The gallery needs at least one photo.')
    .max(GALLERY_MAX, `The gallery holds at most ${GALLERY_MAX} photos.`),
});

export const dashboardSchema = z.object({
  pointsGoal: z
    .number({ error: 'The points goal must be a whole number.' })
    .int('The points goal must be a whole number.')
    .min(1, 'The points goal must be at least 1.')
    .max(100_000, 'The points goal must be at most 100000.'),
  broDateCard: z.boolean(),
  spoonAssassinsCard: z.boolean(),
  /** When on Sunday the weekly digest goes out; values saved before it existed read as the default. */
  digestTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the digest time as hours and minutes, such as 18:00.')
    .default(constants.digestTime),
});

export const CONTACT_EMAIL_MAX = 254;

/** How visitors reach the chapter: the address the sign-in page offers to someone it does not know. */
export const contactSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'The contact email is required.')
    .max(CONTACT_EMAIL_MAX, `The contact email must be at most ${CONTACT_EMAIL_MAX} characters.`)
    .pipe(z.email('Enter an email address such as chapter@example.org.')),
});

/** What each section's save must pass. */
export const sectionSchemas = {
  rush: rushSchema,
  regent: regentSchema,
  photos: photosSchema,
  dashboard: dashboardSchema,
  contact: contactSchema,
} as const;

/** What each section's stored value must pass to be shown; the rush season and the regent are read more leniently. */
export const storedSectionSchemas = { ...sectionSchemas, rush: storedRushSchema, regent: storedRegentSchema } as const;

/** The rush season as stored: `endsOn` is missing only from seasons saved before they had a last day. */
export type RushContent = z.infer<typeof storedRushSchema>;
export type RegentContent = z.infer<typeof regentSchema>;
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
export type PhotosContent = z.infer<typeof photosSchema>;
export type DashboardContent = z.infer<typeof dashboardSchema>;
export type ContactContent = z.infer<typeof contactSchema>;
export type SiteContent = {
  rush: RushContent;
  regent: RegentContent;
  photos: PhotosContent;
  dashboard: DashboardContent;
  contact: ContactContent;
};
export type SectionName = keyof SiteContent;

/** A stable id for a photo in a list: what the remove and reorder forms name. */
export function photoId(ref: PhotoRef): string {
  return ref.kind === 'bundled' ? `bundled:${ref.name}` : ref.key;
}
