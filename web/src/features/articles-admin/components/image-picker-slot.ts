// The editor's image picker: the image library's modal (library, uploader, external import).
import type { ComponentType } from 'react';
import { ImagePickerModal, type ImagePickerModalProps } from '../../images';

export type ImagePickerProps = ImagePickerModalProps;

export const IMAGE_PICKER: ComponentType<ImagePickerProps> | null = ImagePickerModal;
