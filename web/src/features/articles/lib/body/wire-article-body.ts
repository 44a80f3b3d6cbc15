// Everything the article page does to the rendered body, after the spec's 100 ms delay.
import { wireAccordions } from './accordions';
import { wireBackToTop } from './back-to-top';
import { enhanceCodeBlocks } from './code-blocks';
import { wireImageZoom } from './image-zoom';
import { wireLazyImages } from './lazy-images';
import { wireTabs } from './tabs';

export const WIRE_DELAY_MS = 100;

export function wireArticleBody(root: HTMLElement): () => void {
  enhanceCodeBlocks(root);
  const cleanups = [
    wireLazyImages(root),
    wireTabs(root),
    wireAccordions(root),
    wireImageZoom(root),
    wireBackToTop(root),
    wireEmbedsWhenPresent(root),
  ];
  return () => cleanups.forEach((fn) => fn());
}

/**
 * Embed facades (an article body's, a live entry's) are wired by their own small chunk, fetched only
 * by a page that has one: pages without embeds (most) carry none of it on their critical path.
 */
export function wireEmbedsWhenPresent(root: HTMLElement): () => void {
  let undo = () => {};
  // The sanitizer leaves data-embed only on a valid facade (@pauta/model article-sanitizer).
  if (root.querySelector('[data-embed]')) void import('./embeds').then((module) => (undo = module.wireEmbeds(root)));
  return () => undo();
}

/** Schedules the wiring; the returned function cancels it or undoes it. */
export function scheduleArticleWiring(root: HTMLElement, delay = WIRE_DELAY_MS): () => void {
  let cleanup: (() => void) | undefined;
  const timer = setTimeout(() => {
    cleanup = wireArticleBody(root);
  }, delay);
  return () => {
    clearTimeout(timer);
    cleanup?.();
  };
}
