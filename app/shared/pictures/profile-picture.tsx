import { useEffect, useRef, useState } from 'react';
import { DEFAULT_PICTURE } from './pictures';

type Props = {
  src: string;
  alt: string;
  className?: string;
  /** Shown before the visitor scrolls: loaded with the page rather than once the layout finds it on screen. */
  eager?: boolean;
};

/**
 * A member's picture that falls back to the default image when it fails to load, including a failure that
 * happened before the page became interactive (when React's onError was not yet listening).
 */
export function ProfilePicture({ src, alt, className, eager = false }: Props) {
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
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
