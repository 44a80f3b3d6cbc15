// Public API of the image library feature. Only re-exports: adminRoutes (in the reader's router)
// imports this file, and unused re-exports are dropped from the reader's chunks (sideEffects).
export type { ImagePickerModalProps, PickedImage } from './components/ImagePickerModal';
export type { ExternalImagesPanelProps } from './components/ExternalImagesPanel';
export type { PickMode } from './components/ImageCard';
export { ImagePickerModal, ExternalImagesPanel } from './components/LazyImageComponents';
export { imageRoutes } from './admin-routes';
export { ImageMetadataFields } from './components/ImageMetadataFields';
export { ImageMetadataModal } from './components/ImageMetadataModal';
export { importExternalImage } from './api/import-external';
