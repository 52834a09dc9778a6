import { CheckCheck } from 'lucide-react';
import { notificationMessages } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** For /activity, where phone users land from the menu: clears the unread marks; absent when nothing is unread. */
export function MarkAllReadButton() {
  const unreadCount = useNotifications().data?.unread_count ?? 0;
  const markRead = useMarkNotificationsRead();
  if (unreadCount === 0) return null;
  return (
    <Button variant="secondary" size="sm" isLoading={markRead.isPending} onClick={() => markRead.mutate({})}>
      <CheckCheck aria-hidden="true" className="size-4" />
      {notificationMessages.markAllRead}
    </Button>
  );
}
