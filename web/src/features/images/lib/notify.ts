// Toasts of the image library (spec section 8, Images).
import { notifications } from '@mantine/notifications';

const closeButtonProps = { 'aria-label': 'Fechar notificação' };

export function notifySuccess(title: string, message: string) {
  notifications.show({ color: 'green', title, message, closeButtonProps });
}

export function notifyError(title: string, message: string) {
  notifications.show({ color: 'red', title, message, closeButtonProps });
}
