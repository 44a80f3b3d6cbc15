// Scroll like a multi-page site: a new page (link, navigate) starts at the top or at its #anchor;
// back and forward return to where the reader was on that entry, also after a reload.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'pauta-scroll-positions';
const MAX_ENTRIES = 50;

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // private mode or a full storage: positions live for this page load only
  }
}

// A jump, not the page's smooth scrolling (global.css): a new page does not glide into place.
const jumpTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  positions.current ??= readPositions();
  // Kept current by scroll events: by the time the next page commits, the old one is gone.
  const lastY = useRef(0);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => (lastY.current = window.scrollY);
    const onPageHide = () => writePositions(positions.current!);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions.current!.get(location.key);
    if (navigationType === 'POP') {
      if (saved !== undefined) jumpTo(saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ behavior: 'instant' });
    } else {
      jumpTo(0);
    }
    lastY.current = window.scrollY;
    const key = location.key;
    return () => {
      positions.current!.delete(key);
      positions.current!.set(key, lastY.current);
      writePositions(positions.current!);
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
