import { useEffect, useRef } from 'react';

export const SENTINEL_THRESHOLD = 0.1;

/**
 * Calls onVisible when the returned element scrolls into view (IntersectionObserver, threshold 0.1).
 * A new `round` (the list grew) observes again, so a sentinel still in view asks again.
 */
export function useInfiniteSentinel<T extends Element>(onVisible: () => void, enabled: boolean, round?: unknown) {
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
  }, [enabled, round]);
  return ref;
}
