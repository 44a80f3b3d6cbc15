// The images of an article's HTML that are not served by our own Storage: each appears once, in
// document order.
import { firebaseConfig } from '../../../lib/firebase';

export function isOwnImageUrl(src: string, bucket = firebaseConfig.storageBucket): boolean {
  try {
    const url = new URL(src, window.location.origin);
    return url.pathname.startsWith(`/v0/b/${encodeURIComponent(bucket)}/o/`) || url.origin === window.location.origin;
  } catch {
    return false;
  }
}

export function findExternalImages(html: string, bucket?: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const found = new Set<string>();
  for (const img of Array.from(doc.querySelectorAll('img[src]'))) {
    const src = img.getAttribute('src')?.trim() ?? '';
    if (/^https?:\/\//i.test(src) && !isOwnImageUrl(src, bucket)) found.add(src);
  }
  return [...found];
}
