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
  ];
  return () => cleanups.forEach((fn) => fn());
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
