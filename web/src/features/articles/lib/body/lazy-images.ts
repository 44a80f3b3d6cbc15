// Images load lazily: native loading=lazy, and data-src images are swapped in by an
// IntersectionObserver 200 px before they enter the viewport.
export const LAZY_MARGIN = '200px';

export function wireLazyImages(root: HTMLElement): () => void {
  const images = [...root.querySelectorAll<HTMLImageElement>('img')];
  images.forEach((img) => img.setAttribute('loading', 'lazy'));
  const deferred = images.filter((img) => img.dataset.src);
  if (!deferred.length) return () => {};
  const load = (img: HTMLImageElement) => {
    img.src = img.dataset.src!;
    delete img.dataset.src;
  };
  if (typeof IntersectionObserver === 'undefined') {
    deferred.forEach(load);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        load(entry.target as HTMLImageElement);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: LAZY_MARGIN },
  );
  deferred.forEach((img) => observer.observe(img));
  return () => observer.disconnect();
}
