// Whether the browser says it is online (navigator.onLine and its online/offline events).
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
