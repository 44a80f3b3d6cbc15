// Plain-text preview of article HTML. DOMParser documents are inert: nothing in them runs or loads
// (inline handlers are still taken out first: merely parsing one is reported against the page's
// Content-Security-Policy).
import { withoutEventHandlers } from '@pauta/model';

export function htmlToText(html: string): string {
  if (!html) return '';
  // Block boundaries become spaces so '<h2>A</h2><p>B</p>' reads 'A B', not 'AB'.
  const spaced = withoutEventHandlers(html).replace(
    /<\/(p|h[1-6]|li|div|blockquote|pre|tr|td|th|figcaption)>|<br\s*\/?>/gi,
    '$& ',
  );
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Cuts at a word boundary and adds '...' when the text is longer than max. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}
