// An embed block's stored facade comes back from the editor as it was (a round trip through the
// schema), and a facade for an unknown service or a malformed id is not taken for an embed block.
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/react';
import { editorExtensions } from './editor-extensions';
import { prepareForEditor, serializeFromEditor } from './html-roundtrip';

const FACADE =
  '<figure class="pauta-embed" data-embed="bluesky" data-embed-id="did:plc:z72i7hdynmk6r22z27h6tvur/3l6oveex3ii2l"><a class="pauta-embed__link" href="https://bsky.app/profile/agenciapauta.bsky.social/post/3l6oveex3ii2l"><span class="pauta-embed__service">Bluesky</span> <span class="pauta-embed__text">Acabamos de publicar o guia.</span> <span class="pauta-embed__author">Agência Pauta</span> <span class="pauta-embed__action">Carregar conteúdo de Bluesky</span></a></figure>';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());
const roundTrip = (html: string) => {
  editor = new Editor({ extensions: editorExtensions(), content: prepareForEditor(html) });
  return serializeFromEditor(editor.getHTML());
};

describe('embed blocks', () => {
  it('keep their facade through the editor', () => {
    expect(prepareForEditor(FACADE)).not.toContain('data-pauta-raw');
    expect(roundTrip(FACADE)).toBe(FACADE);
  });
  it('leave anything that only looks like one as it was (a raw block)', () => {
    const fake = FACADE.replace('data-embed="bluesky"', 'data-embed="tiktok"');
    expect(prepareForEditor(fake)).toContain('data-pauta-raw');
    expect(roundTrip(fake)).toBe(fake);
  });
});
