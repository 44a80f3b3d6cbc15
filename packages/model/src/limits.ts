// Size limits of stored values; firestore.rules and storage.rules enforce the same numbers.

export const LIMITS = {
  nameMax: 100,
  titleMax: 200,
  excerptMax: 500,
  imageUrlMax: 2048,
  contentMaxChars: 900 * 1024,
  tagsMax: 20,
  tagMaxChars: 40,
  slugMax: 120,
  imageUploadMaxBytes: 5 * 1024 * 1024,
  /** 'Texto alternativo' of an image (ABNT NBR 17225 advises short descriptions). */
  imageAltMax: 250,
  imageCaptionMax: 500,
  imageCreditMax: 150,
} as const;

/** Lower-case letters and digits in hyphen-separated runs (what slugify produces, when not empty). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
