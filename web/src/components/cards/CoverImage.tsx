import { useState } from 'react';
import { IMAGE_SIZES, responsiveImage, type ImageVariants } from '@pauta/model';
import './cards.css';

/**
 * 16:9 cover with a neutral placeholder when the image is missing or fails to load. Processed
 * images (their recorded `variants`) get srcset and their width/height (no layout shift); `eager`
 * marks the first visible one.
 */
export function CoverImage({
  src,
  variants,
  alt,
  eager,
  sizes = IMAGE_SIZES.card,
}: {
  src: string;
  variants?: ImageVariants | null;
  alt: string;
  eager?: boolean;
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    // A described cover keeps its description; a decorative one is hidden from assistive technology.
    return (
      <div
        className="cover-image cover-placeholder"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={!alt || undefined}
      />
    );
  }
  const image = responsiveImage(src, variants);
  return (
    <img
      className="cover-image"
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
