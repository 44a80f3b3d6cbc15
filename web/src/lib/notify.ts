// The app's one way to show a toast (lint forbids @mantine/notifications elsewhere): one place for
// colours and the close button's accessible name. The host mounts in app/NotificationsHost.tsx.
import { notifications } from '@mantine/notifications';

const closeButtonProps = { 'aria-label': 'Fechar notificação' };

export function notifySuccess(title: string, message: string) {
  notifications.show({ color: 'green', title, message, closeButtonProps });
}

export function notifyError(title: string, message: string) {
  notifications.show({ color: 'red', title, message, closeButtonProps });
}
