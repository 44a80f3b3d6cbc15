// Toasts of the newsroom screens.
import { notifications } from '@mantine/notifications';

const closeButtonProps = { 'aria-label': 'Fechar notificação' };

export const notifySuccess = (title: string, message?: string) =>
  notifications.show({ color: 'green', title, message: message ?? '', closeButtonProps });

export const notifyError = (title: string, message: string) =>
  notifications.show({ color: 'red', title, message, closeButtonProps });
