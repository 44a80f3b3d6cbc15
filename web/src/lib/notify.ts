// The app's one way to show a toast (lint forbids @mantine/notifications elsewhere): one place for
// colours and the close button's accessible name. The host mounts in app/NotificationsHost.tsx.
// The toast store loads on the first toast, not with the first page.
import type { NotificationData } from '@mantine/notifications';

const closeButtonProps = { 'aria-label': 'Fechar notificação' };

function show(color: string, title: string, message: string) {
  const toast: NotificationData = { color, title, message, closeButtonProps };
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(toast));
}

export const notifySuccess = (title: string, message: string) => show('green', title, message);
export const notifyError = (title: string, message: string) => show('red', title, message);
export const notifyInfo = (title: string, message: string) => show('gray', title, message);
export const notifyWarning = (title: string, message: string) => show('yellow', title, message);
