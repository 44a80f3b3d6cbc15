// The toasts' host of a reader page (lib/notify.ts shows them): mounted once, in a root of its own,
// once the first island has hydrated, or at once when the app handed this page toasts to show.
import { createRoot } from 'react-dom/client';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { StaticMantineProvider } from '../../StaticMantineProvider';
import { showToasts } from '../../../lib/notify';
import { takeCarried } from '../../../lib/carried-toasts';

let mounted = false;

export function mountNotifications(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StaticMantineProvider>
      <Notifications position="top-right" />
    </StaticMantineProvider>,
  );
}

/** What the app handed this page: its toasts shown, and the next page after a moment. */
export function showCarried(): void {
  const carried = takeCarried();
  if (!carried) return;
  mountNotifications();
  showToasts(carried.toasts);
  const next = carried.next;
  if (next) window.setTimeout(() => window.location.assign(next.path), next.afterMs);
}
