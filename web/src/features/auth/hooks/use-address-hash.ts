// The address's hash as the browser has it, following fragment navigations (a sign-in link opened
// in a tab already on the page changes only the hash). On the server, and while a server-rendered
// island hydrates, it is '' as the server saw it, so hydration matches the page's HTML; the real
// hash follows in the next render.
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

export const useAddressHash = (): string =>
  useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
