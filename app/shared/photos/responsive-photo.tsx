import type { Photo } from './photo';
import styles from './responsive-photo.module.css';

type Props = {
  photo: Photo;
  alt: string;
  /** The `sizes` attribute: how wide the photo is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once and early (the page's largest paint); otherwise lazily. */
  priority?: boolean;
  className?: string;
  /** Drawn behind its section's content, covering it (the section is `position: relative`). */
  backdrop?: boolean;
};

/** A bundled photo as AVIF with a WebP fallback, in the widths the build made, with its size set so nothing shifts. */
export function ResponsivePhoto({ photo, alt, sizes, priority = false, className, backdrop = false }: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
      <img
        className={backdrop ? `${styles.backdrop} ${className ?? ''}` : className}
        src={photo.src}
        srcSet={photo.webp}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
