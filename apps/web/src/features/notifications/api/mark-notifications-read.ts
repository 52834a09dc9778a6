import { useMutation } from '@tanstack/react-query';
import type {
  MarkNotificationsReadBody,
  MarkNotificationsReadResponse,
  NotificationsResponse,
} from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { notificationsKey } from './get-notifications';

export function markNotificationsRead(body: MarkNotificationsReadBody): Promise<MarkNotificationsReadResponse> {
  return api.post<MarkNotificationsReadResponse>('/notifications/read', body);
}

/** Marks entries read (up to an id, or all); the menu shows the new count at once, the feeds refresh. */
export function useMarkNotificationsRead() {
  return useMutation({
    mutationFn: markNotificationsRead,
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
