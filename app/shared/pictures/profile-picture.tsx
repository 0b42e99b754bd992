import { useEffect, useRef, useState } from 'react';
import { DEFAULT_PICTURE } from './pictures';

/**
 * A member's picture that falls back to the default image when it fails to load, including a failure that
 * happened before the page became interactive (when React's onError was not yet listening).
 */
export function ProfilePicture({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <img
      ref={img}
      className={className}
      src={failed ? DEFAULT_PICTURE : src}
      alt={alt}
      width={160}
      height={160}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
