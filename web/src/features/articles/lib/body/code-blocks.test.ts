import { describe, expect, it } from 'vitest';
import { enhanceCodeBlocks } from './code-blocks';
import { scheduleArticleWiring, WIRE_DELAY_MS } from './wire-article-body';

describe('code blocks', () => {
  it('adds a language label and line wrapping', () => {
    const root = document.createElement('div');
    root.innerHTML = '<pre><code class="language-typescript">const a = 1;</code></pre><pre>plain</pre>';
    enhanceCodeBlocks(root);
    const blocks = root.querySelectorAll('.code-block');
    expect(blocks).toHaveLength(2);
    expect(blocks[0].querySelector('.code-language')?.textContent).toBe('typescript');
    expect(blocks[1].querySelector('.code-language')).toBeNull();
    expect(root.querySelectorAll('pre.code-wrap')).toHaveLength(2);
    enhanceCodeBlocks(root); // idempotent
    expect(root.querySelectorAll('.code-block')).toHaveLength(2);
  });
});

describe('wiring schedule', () => {
  it('wires the body only after the 100 ms delay', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<pre><code class="lang-js">x</code></pre>';
    const cancel = scheduleArticleWiring(root);
    expect(root.querySelector('.code-language')).toBeNull();
    await new Promise((r) => setTimeout(r, WIRE_DELAY_MS + 20));
    expect(root.querySelector('.code-language')?.textContent).toBe('js');
    cancel();
  });
});
