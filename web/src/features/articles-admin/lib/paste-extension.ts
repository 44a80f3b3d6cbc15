// Pastes go through cleanPastedHtml before the schema reads them; the images they carried are then
// handed to `onPastedImages` (the editor imports them through the image pipeline).
import { Extension } from '@tiptap/react';
import { Plugin } from '@tiptap/pm/state';
import { cleanPastedHtml } from './paste-cleanup';

export interface PasteOptions {
  onPastedImages: (images: string[], dropped: number) => void;
}

export const CleanPaste = Extension.create<PasteOptions>({
  name: 'cleanPaste',
  addOptions: () => ({ onPastedImages: () => {} }),
  addProseMirrorPlugins() {
    const { onPastedImages } = this.options;
    return [
      new Plugin({
        props: {
          transformPastedHTML: (html) => {
            const clean = cleanPastedHtml(html);
            if (clean.externalImages.length || clean.droppedImages)
              // After the paste's own transaction, when the images are in the document.
              setTimeout(() => onPastedImages(clean.externalImages, clean.droppedImages), 0);
            return clean.html;
          },
        },
      }),
    ];
  },
});
