import { useRef, useState } from 'react';
import { mobileMedia } from '../../config/chapter';
import type { Photo } from '../../shared/photos/photo';
import { ResponsivePhoto } from '../../shared/photos/responsive-photo';
import styles from './photo-gallery.module.css';

/** Thumbnails in the order the server chose, each with its description; clicking one opens it large in a dialog. */
export function PhotoGallery({ photos }: { photos: (Photo & { alt: string })[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : photos[open];

  const show = (index: number) => {
    setOpen(index);
    dialog.current?.showModal();
  };

  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <li key={photo.src}>
            <button type="button" className={styles.thumb} onClick={() => show(index)}>
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
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label="Photo"
        onClose={() => setOpen(null)}
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
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
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          Close
        </button>
      </dialog>
    </>
  );
}
