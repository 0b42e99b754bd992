import { z } from 'zod';
import { requireContentSection } from './section-guard.server';
import { requireTool } from '../../shared/session/guards.server';
import { CONTENT_SECTIONS } from '../../config/chapter';
import { type ActionResult, type FieldErrors, fieldErrors } from '../../shared/forms/action-result';
import { answering, chosenFile, readForm, readPicture, saved } from '../../shared/forms/action.server';
import { Refusal, refuse } from '../../shared/forms/refusal';
import { isDatabaseUnavailable } from '../../shared/db/database-outage';
import {
  galleryPhotoSchema,
  photoId,
  type PhotoRef,
  sectionSchemas,
  type SectionName,
  type SiteContent,
} from './site-content';
import {
  contactFromForm,
  dashboardFromForm,
  GALLERY_CHANGED,
  galleryFromForm,
  regentTextFromForm,
  rushFromForm,
} from './site-content-forms';
import { processResponsivePictureFile } from '../../shared/pictures/picture-upload.server';
import { getSiteContent, type MediaFile, restorePreviousVersion, saveSection } from './site-content.server';

/**
 * What every submission of the site content tool answers, with the section it changed beside the common fields;
 * `errors` are keyed by input name. A form that could not be read names no section.
 */
export type ContentActionResult = ActionResult & { section?: SectionName };

const SAVED = 'Saved. The site shows the change on the next page load.';
const FIX = 'Nothing was saved. Please correct the fields marked below.';
const FAILED = 'Nothing was saved: the change could not be stored. Please try again.';
const UNKNOWN_CHANGE = 'Unknown change.';
const NOT_HERE = 'That change is not possible here.';
const CHOOSE_PHOTO = 'Choose a photo to upload.';
const CHANGED_SINCE =
  'Nothing was saved: someone else saved this section after you opened the page. Copy anything you typed, reload the page to see their version, then make your change again.';

const PHOTO_SLOTS = ['homeHero', 'join', 'aboutHero'] as const;

const galleryAddSchema = z.object({ alt: galleryPhotoSchema.shape.alt });

const sectionNames = z.enum(CONTENT_SECTIONS);
const intents = z.enum(['save', 'restore', 'gallery-save', 'gallery-add', 'gallery-remove', 'slot-replace']);

/** Which section a form changes and how; any other pair is one refusal, with no field of the form to mark. */
const changeSchema = z.object({ section: z.unknown(), intent: z.unknown() }).transform((posted, ctx) => {
  const section = sectionNames.safeParse(posted.section);
  const intent = intents.safeParse(posted.intent);
  if (section.success && intent.success) return { section: section.data, intent: intent.data };
  ctx.issues.push({ code: 'custom', message: UNKNOWN_CHANGE, input: posted });
  return z.NEVER;
});

/** One submitted change, and the answers to it: each carries the section beside the common fields. */
class Change {
  readonly extra: { section: SectionName };
  constructor(
    readonly section: SectionName,
    readonly intent: z.infer<typeof intents>,
    readonly form: FormData,
    readonly actorId: number,
  ) {
    this.extra = { section };
  }

  saved(message = SAVED) {
    return saved(this.intent, message, this.extra);
  }

  refuse(message: string, errors?: FieldErrors): never {
    refuse(400, message, { errors, extra: this.extra });
  }

  /** The photo chosen in `field`, in responsive sizes; a refused file is marked on its input. */
  photo(field: string) {
    return readPicture(this.form, field, this.intent, processPhoto, { message: FIX, extra: this.extra });
  }

  /**
   * Validates the section's whole new value and saves it, or marks the fields it refuses and writes nothing. A form
   * that posts the `version` its page was loaded with is refused (409) when the section was saved since.
   */
  async validateAndSave(candidate: unknown, files: MediaFile[] = [], message = SAVED) {
    const parsed = sectionSchemas[this.section].safeParse(candidate);
    if (!parsed.success) this.refuse(FIX, fieldErrors(parsed.error));
    const loaded = this.form.get('version');
    const value = parsed.data as SiteContent[SectionName];
    const version = typeof loaded === 'string' ? loaded : undefined;
    if (!(await saveSection(this.section, value, this.actorId, files, version))) {
      refuse(409, CHANGED_SINCE, { extra: this.extra });
    }
    return this.saved(message);
  }
}

/** An upload in its responsive sizes: the reference the section keeps, and the files stored with it. */
async function processPhoto(file: File): Promise<{ ref: PhotoRef; files: MediaFile[] }> {
  const { base, width, height, widths, files } = await processResponsivePictureFile(file);
  return { ref: { kind: 'upload', key: base, width, height, widths }, files };
}

async function handle(change: Change) {
  const { section, intent, form } = change;
  const content = await getSiteContent();
  if (intent === 'restore') {
    if (!(await restorePreviousVersion(section, change.actorId)))
      change.refuse('There is no earlier version to restore.');
    return change.saved('The previous version is back on the site.');
  }
  if (section === 'rush' && intent === 'save') {
    const rush = rushFromForm(form);
    return rush.ok ? change.validateAndSave(rush.value) : change.refuse(rush.message);
  }
  if (section === 'dashboard' && intent === 'save') return change.validateAndSave(dashboardFromForm(form));
  if (section === 'contact' && intent === 'save') return change.validateAndSave(contactFromForm(form));
  if (section === 'regent' && intent === 'save') {
    const candidate = { ...content.regent, ...regentTextFromForm(form) };
    // The text is checked before a portrait is decoded, so a typing mistake costs no picture processing.
    const textCheck = sectionSchemas.regent.safeParse(candidate);
    if (!textCheck.success) change.refuse(FIX, fieldErrors(textCheck.error));
    const photo = await change.photo('portrait');
    if (!photo.ok) return photo.refusal;
    if (!photo.value) return change.validateAndSave(candidate);
    return change.validateAndSave({ ...candidate, portrait: photo.value.ref }, photo.value.files);
  }
  if (section === 'photos') return handlePhotos(change, content.photos);
  change.refuse(NOT_HERE);
}

async function handlePhotos(change: Change, photos: SiteContent['photos']) {
  const { intent, form } = change;
  if (intent === 'gallery-save') {
    const ordered = galleryFromForm(form, photos.gallery);
    if (!ordered.ok) change.refuse(ordered.message);
    return change.validateAndSave({ ...photos, gallery: ordered.gallery });
  }
  if (intent === 'gallery-remove') {
    const id = form.get('id');
    const gallery = photos.gallery.filter((entry) => photoId(entry.photo) !== id);
    if (gallery.length === photos.gallery.length) change.refuse(GALLERY_CHANGED);
    return change.validateAndSave({ ...photos, gallery }, [], 'The photo was removed from the gallery.');
  }
  if (intent === 'gallery-add') {
    // The description and the choice of a file are checked before the photo is decoded.
    const described = galleryAddSchema.safeParse({ alt: form.get('alt') ?? '' });
    const chosen = chosenFile(form, 'photo');
    const errors: FieldErrors = described.success ? {} : fieldErrors(described.error);
    if (!chosen) errors.photo = CHOOSE_PHOTO;
    if (!described.success || !chosen) change.refuse(FIX, errors);
    const photo = await change.photo('photo');
    if (!photo.ok) return photo.refusal;
    // A file was chosen, so there is a photo.
    const { ref, files } = photo.value!;
    const gallery = [...photos.gallery, { photo: ref, alt: described.data.alt }];
    return change.validateAndSave({ ...photos, gallery }, files, 'The photo was added.');
  }
  if (intent === 'slot-replace') {
    const slot = z.enum(PHOTO_SLOTS).safeParse(form.get('slot'));
    if (!slot.success) change.refuse('That photo cannot be replaced here.');
    const field = `${slot.data}.photo`;
    const photo = await change.photo(field);
    if (!photo.ok) return photo.refusal;
    if (!photo.value) change.refuse(FIX, { [field]: CHOOSE_PHOTO });
    return change.validateAndSave({ ...photos, [slot.data]: photo.value.ref }, photo.value.files);
  }
  change.refuse(NOT_HERE);
}

/** A failed query's error repeats every value it wrote (a whole section); its cause says what went wrong. */
function causeOf(error: unknown): unknown {
  if (error instanceof Refusal || isDatabaseUnavailable(error) || !(error instanceof Error)) return error;
  return error.cause instanceof Error ? error.cause : error;
}

/**
 * The site content tool's action. The tool guard comes first, so a member without it is refused (403) before
 * their upload is even read; then the section guard, then the section's own validation.
 */
export async function contentAction(request: Request) {
  const member = await requireTool(request, 'site-content');
  const read = await readForm(request, changeSchema, { takesFile: true });
  if (!read.ok) return read.refusal;
  const { data, form } = read.value;
  requireContentSection(member, data.section, data.intent);
  const change = new Change(data.section, data.intent, form, member.id);
  const work = () =>
    handle(change).catch((error: unknown) => {
      throw causeOf(error);
    });
  return answering(data.intent, FAILED, work, change.extra);
}
