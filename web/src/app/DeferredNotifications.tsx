// The toast container is not needed for the first paint: it is loaded once the page is idle.
// (Toasts raised before that are kept by the notifications store and shown when it mounts.)
import { lazy, Suspense, useEffect, useState } from 'react';

const NotificationsHost = lazy(() => import('./NotificationsHost'));

export function DeferredNotifications() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setReady(true));
    return () => cancel(handle);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
