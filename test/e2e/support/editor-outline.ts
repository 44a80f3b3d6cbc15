// What a failed editor test prints besides the page's text: the rich editor's top-level blocks in
// order, where the caret is and what has the focus (the text alone cannot say where a block went).
import type { Page } from 'playwright-core';

export async function editorOutline(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const editor = document.querySelector('.ProseMirror');
      if (!editor) return '';
      const name = (node: Node | null | undefined): string => {
        if (!node) return 'nenhum';
        const el = node instanceof Element ? node : node.parentElement;
        if (!el) return node.nodeName;
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
        return `${el.tagName.toLowerCase()}${cls}`;
      };
      const blocks = [...editor.children].map(
        (el, i) => `  ${i} ${name(el)}: ${(el.textContent ?? '').replace(/\s+/g, ' ').slice(0, 48)}`,
      );
      const selection = window.getSelection();
      const anchor = selection?.anchorNode;
      const block = [...editor.children].findIndex((el) => anchor && el.contains(anchor));
      return [
        `editor (${blocks.length} blocos):`,
        ...blocks,
        `cursor: ${name(anchor)} (bloco ${block}, posição ${selection?.anchorOffset ?? '-'})`,
        `foco: ${name(document.activeElement)}`,
      ].join('\n');
    })
    .catch(() => '');
}
