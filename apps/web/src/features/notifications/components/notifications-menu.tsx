import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Bell, CheckCheck } from 'lucide-react';
import { formatDateTime, notificationMessages, type ActivityItem } from '@akwaaba/contracts';
import { paths, safeInternalPath } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { useMenuButton } from '@/hooks/use-menu-button';
import { errorMessage } from '@/lib/api-client';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { UnreadCountBadge } from './unread-count-badge';

/**
 * How long the menu stays open before what it shows counts as seen. Opening marks read only after this
 * moment, so a menu flicked open by mistake marks nothing; following an entry marks at once.
 */
const SEEN_AFTER_MS = 2_500;

const itemClass =
  'flex w-full gap-3 px-4 py-3 text-left text-sm text-stone-800 hover:bg-ghana-green-light focus-visible:bg-ghana-green-light focus-visible:outline-none';

/** The bell in the header: unread count, the latest entries, 'Mark all as read' and the way to /activity. */
export function NotificationsMenu() {
  const notifications = useNotifications();
  const { mutate: markRead, isSuccess: marked } = useMarkNotificationsRead();
  // Entries unread when the menu opened keep their mark while it is open, so marking them read does not
  // change what the member is reading; 'Mark all as read' clears it.
  const [unreadWhenOpened, setUnreadWhenOpened] = useState<ReadonlySet<number>>(new Set());

  const unreadCount = notifications.data?.unread_count ?? 0;
  const items = notifications.data?.items ?? [];
  const { open, close, buttonProps, menuProps } = useMenuButton({
    onOpen: () => setUnreadWhenOpened(new Set(items.filter((item) => !item.read).map((item) => item.id))),
  });
  // Entries newer than the menu showed stay unread: they are marked up to the newest one shown.
  const newestShownUnread = items.find((item) => !item.read)?.id;
  const upToId = items[0]?.id;

  useEffect(() => {
    if (!open || newestShownUnread === undefined || upToId === undefined) return;
    const timer = setTimeout(() => markRead({ up_to_id: upToId }), SEEN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [open, newestShownUnread, upToId, markRead]);

  function follow() {
    if (newestShownUnread !== undefined && upToId !== undefined) markRead({ up_to_id: upToId });
    close(false);
  }

  const isUnread = (item: ActivityItem) => !item.read || unreadWhenOpened.has(item.id);

  return (
    <div className="sm:relative">
      <button
        {...buttonProps}
        aria-label={notificationMessages.menuLabel(unreadCount)}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
      >
        <Bell aria-hidden="true" className="size-5" />
        <UnreadCountBadge count={unreadCount} className="absolute top-1 right-0.5" />
      </button>
      <p role="status" className="sr-only">
        {marked && unreadCount === 0 ? 'All notifications read.' : ''}
      </p>

      {open && (
        <div
          {...menuProps}
          aria-label={notificationMessages.heading}
          className="fixed inset-x-3 top-[4.5rem] z-50 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
        >
          <p className="border-b border-stone-200 px-4 py-3 font-semibold text-stone-900" aria-hidden="true">
            {notificationMessages.heading}
          </p>
          {notifications.isPending ? (
            <Spinner label="Loading notifications…" className="px-4 py-6" />
          ) : notifications.isError ? (
            <div className="space-y-2 px-4 py-4 text-sm text-stone-700">
              <p>{errorMessage(notifications.error, notificationMessages.fetchFailed)}</p>
              <Button
                variant="secondary"
                size="sm"
                role="menuitem"
                tabIndex={-1}
                onClick={() => void notifications.refetch()}
              >
                Try again
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-stone-700">{notificationMessages.empty}</p>
          ) : (
            <ul role="none" className="max-h-[min(28rem,60vh)] divide-y divide-stone-100 overflow-y-auto">
              {items.map((item) => (
                <li key={item.id} role="none">
                  <Link
                    to={safeInternalPath(item.link) ?? paths.activity.getHref()}
                    role="menuitem"
                    tabIndex={-1}
                    className={itemClass}
                    onClick={follow}
                  >
                    <span
                      aria-hidden="true"
                      className={cn('mt-1.5 size-2 shrink-0 rounded-full', isUnread(item) && 'bg-ghana-red')}
                    />
                    <span className="min-w-0 flex-1">
                      <span className={cn('block', isUnread(item) ? 'font-semibold text-stone-900' : 'text-stone-700')}>
                        {isUnread(item) && <span className="sr-only">{notificationMessages.unread}: </span>}
                        {item.message}
                      </span>
                      <time dateTime={item.created_at} className="block text-xs text-stone-600">
                        {formatDateTime(item.created_at)}
                      </time>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div role="separator" className="h-px bg-stone-200" />
          <div className="flex items-center justify-between gap-2 px-2 py-1">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              // aria-disabled, not disabled: the arrow keys still reach it.
              aria-disabled={unreadCount === 0}
              onClick={() => {
                if (unreadCount === 0) return;
                setUnreadWhenOpened(new Set());
                markRead({});
              }}
              className="inline-flex items-center gap-2 rounded-md px-2 py-2 text-sm font-semibold text-ghana-green hover:bg-ghana-green-light focus-visible:bg-ghana-green-light focus-visible:outline-none aria-disabled:text-stone-500 aria-disabled:hover:bg-transparent"
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              {notificationMessages.markAllRead}
            </button>
            <Link
              to={paths.activity.getHref()}
              role="menuitem"
              tabIndex={-1}
              onClick={() => close(false)}
              className="rounded-md px-2 py-2 text-sm font-semibold text-ghana-green hover:bg-ghana-green-light focus-visible:bg-ghana-green-light focus-visible:outline-none"
            >
              {notificationMessages.viewAll}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
