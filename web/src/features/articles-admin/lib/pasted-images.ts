// A pasted image's address replaced, everywhere in the document, by the copy the image pipeline
// stored (its main WebP and size), once importExternalImage answers.
import type { Editor } from '@tiptap/react';

export const PASTE_TEXT = {
  dropped: (n: number) =>
    `${n} imagem(ns) do documento não puderam ser copiadas (arquivos locais do Word). Envie-as pela Biblioteca de Imagens.`,
  importFailedTitle: 'Imagem colada não importada',
  importFailed: 'Não foi possível importar uma imagem colada. Use "Processar" em Imagens externas.',
} as const;

export function replaceImageSource(
  editor: Editor,
  from: string,
  stored: { url: string; width?: number | null; height?: number | null },
): void {
  const { state, view } = editor;
  const tr = state.tr;
  state.doc.descendants((node, pos) => {
    if ((node.type.name === 'figure' || node.type.name === 'image') && node.attrs.src === from) {
      tr.setNodeMarkup(pos, undefined, {
        ...node.attrs,
        src: stored.url,
        ...(node.type.name === 'figure' ? { width: stored.width ?? null, height: stored.height ?? null } : {}),
      });
    }
    return true;
  });
  if (tr.docChanged) view.dispatch(tr);
}
