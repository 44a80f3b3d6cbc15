// The editor's image picker: the image library's modal (library, uploader, external import).
import type { ComponentType } from 'react';
import type { ImageVariants } from '@pauta/model';
import { ImagePickerModal } from '../../images';

export interface PickedImage {
  url: string;
  thumbnailUrl?: string;
  width?: number;
  height?: number;
  filename: string;
  /** The processed versions (a cover's srcset). */
  variants?: ImageVariants | null;
}

export type ImagePickMode = 'insert' | 'cover';

export interface ImagePickerProps {
  opened: boolean;
  onClose(): void;
  onPick(image: PickedImage, mode: ImagePickMode): void;
  articleId?: string;
}

export const IMAGE_PICKER: ComponentType<ImagePickerProps> | null = ImagePickerModal;
