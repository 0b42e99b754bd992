import { useState } from 'react';
import { mobileMedia } from '../../config/chapter';
import type { Photo } from '../../shared/photos/photo';
import { ResponsivePhoto } from '../../shared/photos/responsive-photo';
import { Dialog } from '../../shared/layout/dialog';
import styles from './photo-gallery.module.css';

/** Thumbnails in the order the server chose, each with its description; clicking one opens it large in a dialog. */
export function PhotoGallery({ photos }: { photos: (Photo & { alt: string })[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : photos[open];

  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <li key={photo.src}>
            <button type="button" className={styles.thumb} onClick={() => setOpen(index)}>
              <ResponsivePhoto
                photo={photo}
                alt={photo.alt}
                sizes={`${mobileMedia} 50vw, 25vw`}
                className={styles.image}
              />
              <span className="visually-hidden">View larger</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={shown !== null}
        onClose={() => setOpen(null)}
        title="Photo"
        titleHidden
        closeOnBackdrop
        className={styles.dialog}
      >
        {shown && (
          <ResponsivePhoto
            photo={shown}
            alt={`${shown.alt}, enlarged`}
            sizes="90vw"
            priority
            className={styles.large}
          />
        )}
        <button type="button" className={styles.close} onClick={() => setOpen(null)}>
          Close
        </button>
      </Dialog>
    </>
  );
}
