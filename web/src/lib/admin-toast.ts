// Toasts of the admin screens: one place for colours and the close button's accessible name.
import { notifications } from '@mantine/notifications';

const closeButtonProps = { 'aria-label': 'Fechar notificação' };

export const toastSuccess = (title: string, message: string) =>
  notifications.show({ color: 'green', title, message, closeButtonProps });

export const toastError = (title: string, message: string) =>
  notifications.show({ color: 'red', title, message, closeButtonProps });
