import { afterEach, describe, expect, it } from 'vitest';
import { wireTabs } from './tabs';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.appendChild(root);
  return root;
}

const visible = (root: HTMLElement, id: string) => {
  const el = root.querySelector<HTMLElement>(`#${id}`)!;
  return !el.hidden && el.classList.contains('active');
};

describe('article tabs', () => {
  it('finds panels through data-target, then target attributes', () => {
    const root = mount(`
      <div class="tabs">
        <div class="tab-list"><button class="tab" data-target="#p2">A</button><button class="tab" target="p1">B</button></div>
        <div class="tab-content" id="p1">one</div><div class="tab-content" id="p2">two</div>
      </div>`);
    wireTabs(root);
    const [a, b] = root.querySelectorAll<HTMLElement>('.tab');
    // First tab active by default, and it points at p2 (not at the first panel).
    expect(a.getAttribute('aria-selected')).toBe('true');
    expect(visible(root, 'p2')).toBe(true);
    expect(visible(root, 'p1')).toBe(false);
    b.click();
    expect(visible(root, 'p1')).toBe(true);
    expect(visible(root, 'p2')).toBe(false);
    expect(b.classList.contains('active')).toBe(true);
    expect(a.classList.contains('active')).toBe(false);
  });

  it('uses aria-controls when there is no target attribute', () => {
    const root = mount(`
      <div class="tabs"><div role="tablist">
        <button role="tab" aria-controls="second">1</button><button role="tab" aria-controls="first">2</button>
      </div><div role="tabpanel" id="first">f</div><div role="tabpanel" id="second">s</div></div>`);
    wireTabs(root);
    expect(visible(root, 'second')).toBe(true);
    root.querySelectorAll<HTMLElement>('[role="tab"]')[1].click();
    expect(visible(root, 'first')).toBe(true);
    expect(visible(root, 'second')).toBe(false);
  });

  it('maps an id ending in -tab to the same id ending in -content (the seed markup)', () => {
    const root = mount(`
      <div class="tabs"><div class="tab-list" role="tablist">
        <button class="tab" role="tab" id="react-tab">React</button><button class="tab" role="tab" id="vue-tab">Vue</button>
      </div>
      <div class="tab-content" id="vue-content" role="tabpanel">Vue!</div>
      <div class="tab-content" id="react-content" role="tabpanel">React!</div></div>`);
    wireTabs(root);
    expect(visible(root, 'react-content')).toBe(true);
    expect(visible(root, 'vue-content')).toBe(false);
    root.querySelector<HTMLElement>('#vue-tab')!.click();
    expect(visible(root, 'vue-content')).toBe(true);
    expect(visible(root, 'react-content')).toBe(false);
  });

  it('falls back to the panel at the same position', () => {
    const root = mount(`
      <div class="tabs"><div class="tab-list"><button class="tab">x</button><button class="tab">y</button><button class="tab">z</button></div>
      <div class="tab-content" id="c0">0</div><div class="tab-content" id="c1">1</div><div class="tab-content" id="c2">2</div></div>`);
    wireTabs(root);
    expect(visible(root, 'c0')).toBe(true);
    root.querySelectorAll<HTMLElement>('.tab')[2].click();
    expect(visible(root, 'c2')).toBe(true);
    expect(visible(root, 'c0')).toBe(false);
    expect(visible(root, 'c1')).toBe(false);
  });

  it('prefers data-target over aria-controls over the -tab id rule', () => {
    const root = mount(`
      <div class="tabs"><div class="tab-list">
        <button class="tab" id="a-tab" aria-controls="b" data-target="c">t</button>
        <button class="tab" id="a2-tab" aria-controls="b">u</button>
      </div><div class="tab-content" id="a-content"></div><div class="tab-content" id="b"></div><div class="tab-content" id="c"></div></div>`);
    wireTabs(root);
    expect(visible(root, 'c')).toBe(true);
    root.querySelectorAll<HTMLElement>('.tab')[1].click();
    expect(visible(root, 'b')).toBe(true);
    expect(visible(root, 'c')).toBe(false);
  });

  it('keeps a tab that is already marked active, and supports arrow keys', () => {
    const root = mount(`
      <div class="tabs"><div class="tab-list"><button class="tab">x</button><button class="tab active">y</button></div>
      <div class="tab-content" id="k0"></div><div class="tab-content" id="k1"></div></div>`);
    wireTabs(root);
    expect(visible(root, 'k1')).toBe(true);
    const tabs = root.querySelectorAll<HTMLElement>('.tab');
    tabs[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(visible(root, 'k0')).toBe(true);
    expect(document.activeElement).toBe(tabs[0]);
  });

  it('wires two groups independently and stops on cleanup', () => {
    const root = mount(`
      <div class="tabs"><div class="tab-list"><button class="tab" id="g1a-tab">a</button><button class="tab" id="g1b-tab">b</button></div>
        <div class="tab-content" id="g1a-content"></div><div class="tab-content" id="g1b-content"></div></div>
      <div class="tabs"><div class="tab-list"><button class="tab" id="g2a-tab">a</button><button class="tab" id="g2b-tab">b</button></div>
        <div class="tab-content" id="g2a-content"></div><div class="tab-content" id="g2b-content"></div></div>`);
    const cleanup = wireTabs(root);
    root.querySelector<HTMLElement>('#g2b-tab')!.click();
    expect(visible(root, 'g2b-content')).toBe(true);
    expect(visible(root, 'g1a-content')).toBe(true);
    cleanup();
    root.querySelector<HTMLElement>('#g1b-tab')!.click();
    expect(visible(root, 'g1a-content')).toBe(true);
  });
});
