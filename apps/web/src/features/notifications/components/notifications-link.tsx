import { NavLink, type NavLinkProps } from 'react-router';
import { Bell } from 'lucide-react';
import { notificationMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { useNotifications } from '../api/get-notifications';
import { UnreadCountBadge } from './unread-count-badge';

/** The phone menu's way to notifications: /activity, where unread entries stand out, with the unread count. */
export function NotificationsLink({ className }: { className: NavLinkProps['className'] }) {
  const unreadCount = useNotifications().data?.unread_count ?? 0;
  return (
    <NavLink
      to={paths.activity.getHref()}
      aria-label={notificationMessages.menuLabel(unreadCount)}
      className={className}
    >
      <Bell aria-hidden="true" className="size-4 text-ghana-green" />
      {notificationMessages.heading}
      <UnreadCountBadge count={unreadCount} className="ml-auto" />
    </NavLink>
  );
}
