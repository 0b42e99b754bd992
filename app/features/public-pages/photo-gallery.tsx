import { useState, useSyncExternalStore } from 'react';
import { mobileMedia } from '../../config/chapter';
import type { Photo } from '../../shared/photos/photo';
import { ResponsivePhoto } from '../../shared/photos/responsive-photo';
import { Dialog } from '../../shared/layout/dialog';
import { shuffle } from '../../shared/random/shuffle';
import styles from './photo-gallery.module.css';

type GalleryPhoto = Photo & { alt: string };

/** Each visit's order, drawn once per list of photos the page was loaded with. */
const orders = new WeakMap<readonly GalleryPhoto[], readonly GalleryPhoto[]>();
const noUpdates = () => () => undefined;

/**
 * The photos in a new order on every visit. The server sends them in the officers' order (the same for every
 * visitor, so the page is rendered once and served from memory); hydration starts from that order and React then
 * re-renders at once with the browser's own. Every thumbnail has the same box, so nothing moves.
 */
function useVisitOrder(photos: readonly GalleryPhoto[]): readonly GalleryPhoto[] {
  const visitOrder = () => {
    let order = orders.get(photos);
    if (!order) orders.set(photos, (order = shuffle(photos)));
    return order;
  };
  return useSyncExternalStore(noUpdates, visitOrder, () => photos);
}

/** Thumbnails, each with its description; clicking one opens it large in a dialog. */
export function PhotoGallery({ photos }: { photos: GalleryPhoto[] }) {
  const order = useVisitOrder(photos);
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
