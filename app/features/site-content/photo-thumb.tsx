import styles from './site-content.module.css';
import type { PhotoPreview } from './types';

/** A small preview of a site photo, or its name when there is no image to show. */
export function PhotoThumb({
  preview,
  alt,
  className = styles.thumb,
}: {
  preview: PhotoPreview;
  alt: string;
  className?: string;
}) {
  if (!preview.src) return <span className={`${styles.thumbLabel} ${className}`}>{preview.label}</span>;
  return (
    <img className={className} src={preview.src} alt={alt} loading="lazy" decoding="async" width={240} height={160} />
  );
}
