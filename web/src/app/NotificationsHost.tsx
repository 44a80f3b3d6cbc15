import { Notifications } from '@mantine/notifications';

export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
