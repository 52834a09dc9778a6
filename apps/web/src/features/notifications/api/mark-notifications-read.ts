import { useMutation } from '@tanstack/react-query';
import { notificationOps, type MarkNotificationsReadBody, type NotificationsResponse } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { notificationsKey } from './get-notifications';

/** Marks entries read (up to an id, or all); the menu shows the new count at once, the feeds refresh. */
export function useMarkNotificationsRead() {
  return useMutation({
    mutationFn: (body: MarkNotificationsReadBody) => call(notificationOps.markRead, { body }),
    onSuccess: ({ data }, { up_to_id }) => {
      queryClient.setQueryData<NotificationsResponse>(notificationsKey, (current) =>
        current
          ? {
              data: {
                unread_count: data.unread_count,
                items: current.data.items.map((item) =>
                  up_to_id === undefined || item.id <= up_to_id ? { ...item, read: true } : item,
                ),
              },
            }
          : current,
      );
      // The dashboard and /activity show the same entries with their read state (dashboard feature's keys).
      void queryClient.invalidateQueries({ queryKey: ['activity'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
