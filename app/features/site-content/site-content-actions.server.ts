import { data } from 'react-router';
import { z } from 'zod';
import { requireContentSection } from './section-guard.server';
import { requireTool } from '../../shared/session/guards.server';
import { CONTENT_SECTIONS } from '../../config/chapter';
import {
  type FieldErrors,
  fieldErrors,
  galleryPhotoSchema,
  photoId,
  type PhotoRef,
  sectionSchemas,
  type SectionName,
  type SiteContent,
} from './site-content';
import {
  dashboardFromForm,
  GALLERY_CHANGED,
  galleryFromForm,
  regentTextFromForm,
  rushFromForm,
} from './site-content-forms';
import { readFormBody } from '../../shared/forms/form-body.server';
import { logger } from '../../shared/runtime/logger.server';
import { PictureError, processResponsivePictureFile } from '../../shared/pictures/picture-upload.server';
import { getSiteContent, type MediaFile, restorePreviousVersion, saveSection } from './site-content.server';
import { rethrowDatabaseOutage } from '../../shared/db/database-outage';

/** What every submission of the site content tool answers; `errors` are keyed by input name. */
export interface ContentActionResult {
  section: SectionName;
  ok: boolean;
  message: string;
  errors?: FieldErrors;
}

const SAVED = 'Saved. The site shows the change on the next page load.';
const FIX = 'Nothing was saved. Please correct the fields marked below.';
const FAILED = 'Nothing was saved: the change could not be stored. Please try again.';

const PHOTO_SLOTS = ['homeHero', 'join', 'aboutHero'] as const;

const intents = z.enum(['save', 'restore', 'gallery-save', 'gallery-add', 'gallery-remove', 'slot-replace']);

type Outcome = { status: number; result: ContentActionResult; headers?: HeadersInit };

const refuse = (section: SectionName, errors: FieldErrors, message = FIX): Outcome => ({
  status: 400,
  result: { section, ok: false, message, errors },
});

/** An uploaded file, or null when the field was left empty. */
function fileOf(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}

/** Processes an upload into responsive sizes; a refused file is answered with a field error on its input. */
async function photoFrom(
  section: SectionName,
  file: File,
  field: string,
): Promise<{ ref: PhotoRef; files: MediaFile[] } | { refused: Outcome }> {
  try {
    const picture = await processResponsivePictureFile(file);
    const { base, width, height, widths } = picture;
    return { ref: { kind: 'upload', key: base, width, height, widths }, files: picture.files };
  } catch (error) {
    if (!(error instanceof PictureError)) throw error;
    const { status, headers } = error;
    return { refused: { ...refuse(section, { [field]: error.message }), status, headers } };
  }
}

/** Validates a whole section value and saves it, or answers with the field errors and writes nothing. */
async function validateAndSave<S extends SectionName>(
  section: S,
  candidate: unknown,
  actorId: number,
  files: MediaFile[] = [],
  message = SAVED,
): Promise<Outcome> {
  const parsed = sectionSchemas[section].safeParse(candidate);
  if (!parsed.success) return refuse(section, fieldErrors(parsed.error));
  await saveSection(section, parsed.data as SiteContent[S], actorId, files);
  return { status: 200, result: { section, ok: true, message } };
}

async function handle(section: SectionName, intent: z.infer<typeof intents>, form: FormData, actorId: number) {
  const content = await getSiteContent();
  if (intent === 'restore') {
    const restored = await restorePreviousVersion(section, actorId);
    return restored
      ? { status: 200, result: { section, ok: true, message: 'The previous version is back on the site.' } }
      : refuse(section, {}, 'There is no earlier version to restore.');
  }
  if (section === 'rush' && intent === 'save') {
    const rush = rushFromForm(form);
    return rush.ok ? validateAndSave('rush', rush.value, actorId) : refuse(section, {}, rush.message);
  }
  if (section === 'dashboard' && intent === 'save') {
    return validateAndSave('dashboard', dashboardFromForm(form), actorId);
  }
  if (section === 'regent' && intent === 'save') {
    const candidate = { ...content.regent, ...regentTextFromForm(form) };
    const file = fileOf(form, 'portrait');
    if (!file) return validateAndSave('regent', candidate, actorId);
    const textCheck = sectionSchemas.regent.safeParse(candidate);
    if (!textCheck.success) return refuse(section, fieldErrors(textCheck.error));
    const photo = await photoFrom(section, file, 'portrait');
    if ('refused' in photo) return photo.refused;
    return validateAndSave('regent', { ...candidate, portrait: photo.ref }, actorId, photo.files);
  }
  if (section === 'photos') return handlePhotos(intent, form, content.photos, actorId);
  return refuse(section, {}, 'That change is not possible here.');
}

async function handlePhotos(
  intent: z.infer<typeof intents>,
  form: FormData,
  photos: SiteContent['photos'],
  actorId: number,
): Promise<Outcome> {
  if (intent === 'gallery-save') {
    const ordered = galleryFromForm(form, photos.gallery);
    if (!ordered.ok) return refuse('photos', {}, ordered.message);
    return validateAndSave('photos', { ...photos, gallery: ordered.gallery }, actorId);
  }
  if (intent === 'gallery-remove') {
    const id = form.get('id');
    const gallery = photos.gallery.filter((entry) => photoId(entry.photo) !== id);
    if (gallery.length === photos.gallery.length) return refuse('photos', {}, GALLERY_CHANGED);
    return validateAndSave('photos', { ...photos, gallery }, actorId, [], 'The photo was removed from the gallery.');
  }
  if (intent === 'gallery-add') {
    const alt = galleryPhotoSchema.shape.alt.safeParse(form.get('alt') ?? '');
    const file = fileOf(form, 'photo');
    const errors: FieldErrors = {};
    if (!alt.success) errors.alt = alt.error.issues[0]?.message ?? 'Describe the photo.';
    if (!file) errors.photo = 'Choose a photo to upload.';
    if (!alt.success || !file) return refuse('photos', errors);
    const photo = await photoFrom('photos', file, 'photo');
    if ('refused' in photo) return photo.refused;
    const gallery = [...photos.gallery, { photo: photo.ref, alt: alt.data }];
    return validateAndSave('photos', { ...photos, gallery }, actorId, photo.files, 'The photo was added.');
  }
  if (intent === 'slot-replace') {
    const slot = z.enum(PHOTO_SLOTS).safeParse(form.get('slot'));
    const file = fileOf(form, 'photo');
    if (!slot.success) return refuse('photos', {}, 'That photo cannot be replaced here.');
    if (!file) return refuse('photos', { [`${slot.data}.photo`]: 'Choose a photo to upload.' });
    const photo = await photoFrom('photos', file, `${slot.data}.photo`);
    if ('refused' in photo) return photo.refused;
    return validateAndSave('photos', { ...photos, [slot.data]: photo.ref }, actorId, photo.files);
  }
  return refuse('photos', {}, 'That change is not possible here.');
}

/**
 * The site content tool's action. The tool guard comes first, so a member without it is refused (403) before
 * their upload is even read; then the section guard, then the section's own validation.
 */
export async function contentAction(request: Request) {
  const member = await requireTool(request, 'site-content');
  const body = await readFormBody(request);
  if (!body.ok) return data({ error: body.message }, { status: body.status });
  const section = z.enum(CONTENT_SECTIONS).safeParse(body.form.get('section'));
  const intent = intents.safeParse(body.form.get('intent'));
  if (!section.success || !intent.success) return data({ error: 'Unknown change.' }, { status: 400 });
  requireContentSection(member, section.data);
  try {
    const { status, result, headers } = await handle(section.data, intent.data, body.form, member.id);
    return data(result, { status, headers });
  } catch (error) {
    rethrowDatabaseOutage(error);
    // The driver's error repeats the whole saved value; its cause says what went wrong.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    logger.error({ err: cause, section: section.data }, 'site content change failed');
    return data({ section: section.data, ok: false, message: FAILED } satisfies ContentActionResult, { status: 500 });
  }
}
