import { useLayoutEffect, useState } from 'react';
import { mobileMedia } from '../../config/chapter';
import type { Photo } from '../../shared/photos/photo';
import { ResponsivePhoto } from '../../shared/photos/responsive-photo';
import { Dialog } from '../../shared/layout/dialog';
import { shuffle } from '../../shared/random/shuffle';
import styles from './photo-gallery.module.css';

/**
 * Thumbnails in a new order on every visit, each with its description; clicking one opens it large in a dialog.
 * The page comes in the officers' order (the same for every visitor, so it is rendered once and served from
 * memory) and is shuffled as it hydrates, before the browser paints again; every thumbnail has the same box, so
 * nothing moves.
 */
export function PhotoGallery({ photos }: { photos: (Photo & { alt: string })[] }) {
  const [order, setOrder] = useState(photos);
  useLayoutEffect(() => setOrder(shuffle(photos)), [photos]);
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : order[open];

  return (
    <>
      <ul className={styles.grid}>
        {order.map((photo, index) => (
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
