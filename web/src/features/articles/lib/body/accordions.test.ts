import { describe, expect, it } from 'vitest';
import { wireAccordions } from './accordions';

describe('article accordions', () => {
  it('toggles the header and the panel right after it', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <div class="accordion"><button class="accordion-header">Q1</button><div class="accordion-content">A1</div></div>
      <div class="accordion"><div class="accordion-header">Q2</div><div class="accordion-content">A2</div></div>`;
    wireAccordions(root);
    const [h1, h2] = root.querySelectorAll<HTMLElement>('.accordion-header');
    const [p1, p2] = root.querySelectorAll<HTMLElement>('.accordion-content');
    expect(p1.hidden).toBe(true);
    expect(h1.getAttribute('aria-expanded')).toBe('false');
    h1.click();
    expect(p1.hidden).toBe(false);
    expect(h1.classList.contains('active')).toBe(true);
    expect(p2.hidden).toBe(true);
    h1.click();
    expect(p1.hidden).toBe(true);
    // A non-button header becomes keyboard operable.
    expect(h2.getAttribute('role')).toBe('button');
    h2.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(p2.hidden).toBe(false);
  });
});
