import { useEffect, useRef, useState } from 'react';
import { ALT_MAX, GALLERY_MAX } from './site-content';
import { ConfirmDialog } from '../../shared/layout/dialog';
import { Field } from './field';
import { PhotoThumb } from './photo-thumb';
import styles from './site-content.module.css';
import { type ContentFetcher, errorsFor, type PhotoPreview } from './types';
import type { FieldErrors } from '../../shared/forms/action-result';

export interface PhotosView {
  slots: { slot: string; label: string; preview: PhotoPreview }[];
  gallery: { id: string; alt: string; preview: PhotoPreview }[];
}

const ACCEPT = 'image/jpeg,image/png,image/webp';
const FILE_HINT = 'JPEG, PNG or WebP, at most 5 MB; made into several sizes for phones and large screens.';

/** The home and about page photos, and the gallery: upload, describe, reorder and remove. */
export function PhotosForm({ photos, fetcher }: { photos: PhotosView; fetcher: ContentFetcher }) {
  const errors = errorsFor(fetcher, 'photos');
  const busy = fetcher.state !== 'idle';
  return (
    <>
      <h3>Page photos</h3>
      <ul className={styles.photoGrid}>
        {photos.slots.map(({ slot, label, preview }) => (
          <li key={slot} className={styles.photoCard}>
            <PhotoThumb preview={preview} alt={`Current ${label.toLowerCase()}`} />
            <fetcher.Form method="post" encType="multipart/form-data" className={styles.form} noValidate>
              <input type="hidden" name="section" value="photos" />
              <input type="hidden" name="slot" value={slot} />
              {/* Named after its slot: the slots share one answer, and each input shows its own error. */}
              <Field
                label={`New ${label.toLowerCase()}`}
                name={`${slot}.photo`}
                type="file"
                accept={ACCEPT}
                error={errors[`${slot}.photo`]}
              />
              <button type="submit" name="intent" value="slot-replace" className={styles.secondary} disabled={busy}>
                Replace {label.toLowerCase()}
              </button>
            </fetcher.Form>
          </li>
        ))}
      </ul>
      <GalleryEditor gallery={photos.gallery} fetcher={fetcher} errors={errors} />
      <AddPhotoForm fetcher={fetcher} errors={errors} full={photos.gallery.length >= GALLERY_MAX} />
    </>
  );
}

function GalleryEditor({
  gallery,
  fetcher,
  errors,
}: {
  gallery: PhotosView['gallery'];
  fetcher: ContentFetcher;
  errors: FieldErrors;
}) {
  const [order, setOrder] = useState(gallery);
  // Whether the order or a description was changed and not saved: removing a photo reloads the gallery.
  const [changed, setChanged] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; index: number } | null>(null);
  const busy = fetcher.state !== 'idle';
  const move = (index: number, by: -1 | 1) => {
    setChanged(true);
    setOrder((all) => {
      const next = [...all];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });
  };
  const remove = () => {
    if (removing)
      void fetcher.submit({ section: 'photos', intent: 'gallery-remove', id: removing.id }, { method: 'post' });
    setRemoving(null);
  };

  return (
    <fetcher.Form method="post" className={styles.form} noValidate onInput={() => setChanged(true)}>
      <h3>Gallery ({order.length} photos)</h3>
      <p className={styles.hint}>
        The home page shows the gallery in a new random order on every visit; the order here decides the about page's
        photo strip.
      </p>
      {/* A refusal about the gallery as a whole (a stale page removing its last photo) has no row to sit beside. */}
      {errors.gallery && <p className={styles.error}>{errors.gallery}</p>}
      <input type="hidden" name="section" value="photos" />
      <ol className={styles.photoGrid}>
        {order.map((photo, i) => (
          <li key={photo.id} className={styles.photoCard}>
            <input type="hidden" name={`gallery.${i}.id`} value={photo.id} />
            <PhotoThumb preview={photo.preview} alt="" />
            <Field
              label={`Description of photo ${i + 1}`}
              name={`gallery.${i}.alt`}
              defaultValue={photo.alt}
              error={errors[`gallery.${i}.alt`]}
              maxLength={ALT_MAX}
              required
            />
            <div className={styles.actions}>
              <button type="button" className={styles.small} disabled={i === 0} onClick={() => move(i, -1)}>
                Up<span className="visually-hidden"> (photo {i + 1})</span>
              </button>
              <button
                type="button"
                className={styles.small}
                disabled={i === order.length - 1}
                onClick={() => move(i, 1)}
              >
                Down<span className="visually-hidden"> (photo {i + 1})</span>
              </button>
              <button
                type="button"
                className={styles.danger}
                aria-haspopup="dialog"
                disabled={busy || order.length === 1}
                onClick={() => setRemoving({ id: photo.id, index: i })}
              >
                Remove<span className="visually-hidden"> photo {i + 1}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <button type="submit" name="intent" value="gallery-save" className={styles.button} disabled={busy}>
          Save gallery order and descriptions
        </button>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this photo?"
        confirmLabel="Remove"
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        <p>
          Photo {(removing?.index ?? 0) + 1} leaves the gallery at once. 'Restore previous version' brings it back.
          {changed && ' The changes to the order and descriptions you have not saved are lost.'}
        </p>
      </ConfirmDialog>
    </fetcher.Form>
  );
}

function AddPhotoForm({ fetcher, errors, full }: { fetcher: ContentFetcher; errors: FieldErrors; full: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const added = fetcher.state === 'idle' && fetcher.data?.ok && fetcher.data.section === 'photos';
  useEffect(() => {
    if (added) form.current?.reset();
  }, [added]);
  return (
    <fetcher.Form ref={form} method="post" encType="multipart/form-data" className={styles.form} noValidate>
      <h3>Add a photo to the gallery</h3>
      {full && (
        <p className={styles.hint}>
          The gallery holds at most {GALLERY_MAX} photos: remove one above before adding another.
        </p>
      )}
      <input type="hidden" name="section" value="photos" />
      <div className={styles.grid2}>
        <Field label="Photo" name="photo" type="file" accept={ACCEPT} hint={FILE_HINT} error={errors.photo} required />
        <Field
          label="Description"
          name="alt"
          hint="What the photo shows, for visitors who cannot see it."
          error={errors.alt}
          maxLength={ALT_MAX}
          required
        />
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          name="intent"
          value="gallery-add"
          className={styles.button}
          disabled={full || fetcher.state !== 'idle'}
        >
          Upload photo
        </button>
      </div>
    </fetcher.Form>
  );
}
