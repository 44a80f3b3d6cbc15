// 'Texto alternativo' (required unless 'Imagem decorativa'), 'Legenda' and 'Crédito': one set of
// fields for the library, the uploader, the article's cover and a body image.
import { Checkbox, Stack, TextInput, Textarea } from '@mantine/core';
import { IMAGE_META_TEXT, LIMITS, type ImageMetadata, type ImageMetadataField } from '@pauta/model';

export interface ImageMetadataFieldsProps {
  value: ImageMetadata;
  onChange(value: ImageMetadata): void;
  errors?: Partial<Record<ImageMetadataField, string>>;
  /** Distinguishes the fields of several images on one screen (their labels stay the spec's). */
  idPrefix?: string;
  size?: 'xs' | 'sm';
}

export function ImageMetadataFields({ value, onChange, errors = {}, idPrefix, size = 'sm' }: ImageMetadataFieldsProps) {
  const set = (change: Partial<ImageMetadata>) => onChange({ ...value, ...change });
  const id = (field: string) => (idPrefix ? `${idPrefix}-${field}` : undefined);
  return (
    <Stack gap={6}>
      <Textarea
        id={id('alt')}
        size={size}
        label={IMAGE_META_TEXT.alt}
        description={IMAGE_META_TEXT.altDescription}
        required={!value.decorative}
        disabled={value.decorative}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={LIMITS.imageAltMax}
        value={value.decorative ? '' : value.alt}
        onChange={(e) => set({ alt: e.currentTarget.value })}
        error={errors.alt}
      />
      <Checkbox
        id={id('decorative')}
        size={size}
        label={IMAGE_META_TEXT.decorative}
        description={IMAGE_META_TEXT.decorativeDescription}
        checked={value.decorative}
        onChange={(e) => set({ decorative: e.currentTarget.checked })}
      />
      <Textarea
        id={id('caption')}
        size={size}
        label={IMAGE_META_TEXT.caption}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={LIMITS.imageCaptionMax}
        value={value.caption}
        onChange={(e) => set({ caption: e.currentTarget.value })}
        error={errors.caption}
      />
      <TextInput
        id={id('credit')}
        size={size}
        label={IMAGE_META_TEXT.credit}
        placeholder={IMAGE_META_TEXT.creditPlaceholder}
        description={value.credit.trim() ? `Aparece como “Foto: ${value.credit.trim()}”` : undefined}
        maxLength={LIMITS.imageCreditMax}
        value={value.credit}
        onChange={(e) => set({ credit: e.currentTarget.value })}
        error={errors.credit}
      />
    </Stack>
  );
}
