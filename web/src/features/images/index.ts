// Public API of the image library feature (issue 12). This file stays light: adminRoutes (in the
// reader's router) imports it, so the components are loaded on first use (Dropzone, the library
// and, when uploading, firebase/storage only ever reach the admin area's lazy chunks).
import { createElement, lazy, Suspense, type ComponentProps } from 'react';

export type { ImagePickerModalProps, PickedImage } from './components/ImagePickerModal';
export type { ExternalImagesPanelProps } from './components/ExternalImagesPanel';
export type { PickMode } from './components/ImageCard';

const LazyPicker = lazy(() => import('./components/ImagePickerModal').then((m) => ({ default: m.ImagePickerModal })));
const LazyPanel = lazy(() =>
  import('./components/ExternalImagesPanel').then((m) => ({ default: m.ExternalImagesPanel })),
);

/** Library + uploader + external-URL import in a modal; onPick(image, 'insert' | 'cover'). */
export function ImagePickerModal(props: ComponentProps<typeof LazyPicker>) {
  // Nothing to load until the modal is first opened.
  if (!props.opened) return null;
  return createElement(Suspense, { fallback: null }, createElement(LazyPicker, props));
}

/** External images of the editor's HTML with 'Processar', replace from the library and open. */
export function ExternalImagesPanel(props: ComponentProps<typeof LazyPanel>) {
  return createElement(Suspense, { fallback: null }, createElement(LazyPanel, props));
}

export { imageRoutes } from './adminRoutes';
