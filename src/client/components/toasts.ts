import type { notifications as Notifications } from '@mantine/notifications';

type Toast = Parameters<typeof Notifications.show>[0];

/**
 * Toasts for parts of a page that is prerendered: @mantine/notifications is loaded with import(),
 * as the app shell's <Notifications> loads it, so it is never part of a page's up-front script.
 */
const loadNotifications = () => import('@mantine/notifications').then((module) => module.notifications);

export function showToast(toast: Toast): void {
  void loadNotifications().then((notifications) => notifications.show(toast));
}

export function cleanToasts(): void {
  void loadNotifications().then((notifications) => notifications.clean());
}
