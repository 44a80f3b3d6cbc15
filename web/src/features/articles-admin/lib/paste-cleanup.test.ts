// Each recorded clipboard (test/fixtures/embeds/clipboard: Google Docs, Word, a news site) pasted
// into a headless editor gives exactly its expected clean HTML: structure kept, styles, classes,
// tracking, ads, scripts and empty paragraphs gone, images as figures to be imported.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/react';
import { editorExtensions } from './editor-extensions';
import { serializeFromEditor } from './html-roundtrip';
import { cleanPastedHtml } from './paste-cleanup';

const fixture = (name: string) =>
  readFileSync(
    resolve(process.cwd(), process.cwd().endsWith('web') ? '..' : '.', 'test/fixtures/embeds/clipboard', name),
    'utf8',
  );

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function paste(html: string): string {
  const seen: { images: string[]; dropped: number }[] = [];
  editor = new Editor({
    extensions: editorExtensions({
      resolve: null,
      onFailure: () => {},
      onPastedImages: (images, dropped) => seen.push({ images, dropped }),
    }),
    content: '',
  });
  editor.view.pasteHTML(html, new Event('paste') as ClipboardEvent);
  return serializeFromEditor(editor.getHTML());
}

describe('clean paste', () => {
  it.each(['google-docs', 'word', 'news-site'])('%s gives its expected HTML', (name) => {
    expect(paste(fixture(`${name}.html`))).toBe(fixture(`${name}.expected.html`).trim());
  });

  it('lists the images to import and counts the ones only the clipboard’s files had', () => {
    expect(cleanPastedHtml(fixture('google-docs.html')).externalImages).toEqual([
      'https://lh7-rt.googleusercontent.com/docsz/AD_4nXcK9pautaCelularesIntermediarios2025',
    ]);
    expect(cleanPastedHtml(fixture('word.html'))).toMatchObject({ externalImages: [], droppedImages: 1 });
    expect(cleanPastedHtml(fixture('news-site.html')).externalImages).toHaveLength(1);
  });
});
