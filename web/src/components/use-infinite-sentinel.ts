import { useEffect, useRef } from 'react';

export const SENTINEL_THRESHOLD = 0.1;

/** Calls onVisible when the returned element scrolls into view (IntersectionObserver, threshold 0.1). */
export function useInfiniteSentinel<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { threshold: SENTINEL_THRESHOLD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
