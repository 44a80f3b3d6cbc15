// Integration point for the image library (another feature). When it lands, set IMAGE_PICKER to its
// ImagePickerModal (from features/images/index.ts); the editor toolbar and the 'URL da imagem' field
// then show a 'Biblioteca' button. Until then nothing is rendered.
import type { ComponentType } from 'react';

export interface PickedImage {
  url: string;
  thumbnailUrl?: string;
  width?: number;
  height?: number;
  filename: string;
}

export type ImagePickMode = 'insert' | 'cover';

export interface ImagePickerProps {
  opened: boolean;
  onClose(): void;
  onPick(image: PickedImage, mode: ImagePickMode): void;
  articleId?: string;
}

export const IMAGE_PICKER: ComponentType<ImagePickerProps> | null = null;
