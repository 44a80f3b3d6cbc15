// The toasts' host of a reader page (lib/notify.ts shows them): mounted once, in a root of its own,
// when the first island hydrates.
import { createRoot } from 'react-dom/client';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { StaticMantineProvider } from '../../StaticMantineProvider';

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
