// The library's components for other screens, loaded on first use: Dropzone, the library and, when
// uploading, firebase/storage only ever reach the admin area's lazy chunks.
import { lazy, Suspense, type ComponentProps } from 'react';

const LazyPicker = lazy(() => import('./ImagePickerModal').then((m) => ({ default: m.ImagePickerModal })));
const LazyPanel = lazy(() => import('./ExternalImagesPanel').then((m) => ({ default: m.ExternalImagesPanel })));

/** Library + uploader + external-URL import in a modal; onPick(image, 'insert' | 'cover'). */
export function ImagePickerModal(props: ComponentProps<typeof LazyPicker>) {
  // Nothing to load until the modal is first opened.
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyPicker {...props} />
    </Suspense>
  );
}

/** External images of the editor's HTML with 'Processar', replace from the library and open. */
export function ExternalImagesPanel(props: ComponentProps<typeof LazyPanel>) {
  return (
    <Suspense fallback={null}>
      <LazyPanel {...props} />
    </Suspense>
  );
}
