// The app's one way to show a toast (lint forbids @mantine/notifications elsewhere): one place for
// colours and the close button's accessible name. The host mounts in app/NotificationsHost.tsx (the
// app) or app/reader/islands/notifications.tsx (a reader page). The toast store loads on the first
// toast, not with the first page. Toasts raised just before the app hands the reader to a reader
// page (a page load) go with it (carried-toasts.ts).
import type { NotificationData } from '@mantine/notifications';
import { carryToNextPage, type CarriedToast } from './carried-toasts';

const closeButtonProps = { 'aria-label': 'Fechar notificação' };
/** A toast this recent is still on screen when the app leaves for a reader page. */
const RECENT_MS = 5_000;
const recent: (CarriedToast & { at: number })[] = [];
let next: { path: string; afterMs: number } | undefined;

function show(color: string, title: string, message: string) {
  recent.push({ color, title, message, at: Date.now() });
  const toast: NotificationData = { color, title, message, closeButtonProps };
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(toast));
}

export const notifySuccess = (title: string, message: string) => show('green', title, message);
export const notifyError = (title: string, message: string) => show('red', title, message);
export const notifyInfo = (title: string, message: string) => show('gray', title, message);
export const notifyWarning = (title: string, message: string) => show('yellow', title, message);

/** Shows toasts another page handed over (on a reader page, once its toasts' host is there). */
export function showToasts(toasts: CarriedToast[]): void {
  for (const { color, title, message } of toasts) show(color, title, message);
}

/** Where to go a moment after the next page, if the app leaves for one now. */
export function thenGoTo(path: string, afterMs: number): void {
  next = { path, afterMs };
}

/** The app leaves for a reader page: the toasts still on screen, and where to go next, go with it. */
export function carryRecentToasts(): void {
  const now = Date.now();
  carryToNextPage({ toasts: recent.filter((t) => now - t.at < RECENT_MS).map(({ at: _at, ...t }) => t), next });
}
