import { useState } from 'react';
import './cards.css';

/** 16:9 cover with a neutral placeholder when the image is missing or fails to load. */
export function CoverImage({ src, alt, eager }: { src: string; alt: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return <div className="cover-image cover-placeholder" role="img" aria-label={alt} />;
  }
  return (
    <img
      className="cover-image"
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
