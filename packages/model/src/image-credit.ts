// What reader pages say about an image's credit and caption (./image-metadata.ts is the newsroom's
// part: validation and the body's images), kept apart so reader bundles carry only this.

/** 'Foto: {crédito}' (Lei 9.610/98, art. 79: the photographer is named where the photo is published). */
export const creditLine = (credit: string) => `Foto: ${credit.trim()}`;

/**
 * schema.org ImageObject of an article's cover (its JSON-LD `image`): the cover's own text
 * alternative as description, its caption and credit (stored trimmed).
 */
export function imageObjectJsonLd(
  url: string,
  cover: { imageAlt?: string; imageCaption?: string; imageCredit?: string },
  size?: { width: number; height: number } | null,
): Record<string, unknown> {
  return {
    '@type': 'ImageObject',
    url,
    width: size?.width,
    height: size?.height,
    caption: cover.imageCaption || undefined,
    description: cover.imageAlt || undefined,
    creditText: cover.imageCredit || undefined,
  };
}
