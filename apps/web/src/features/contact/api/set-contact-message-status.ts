import { useMutation } from '@tanstack/react-query';
import { adminOps, contactInboxOps, operationKey, type ContactMessage, type ListResponse } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { contactMessageKeys } from './contact-message-keys';

export type ContactMessageAction = 'close' | 'reopen';
export type SetContactMessageStatusInput = { id: number; action: ContactMessageAction };

const statusOps = {
  close: contactInboxOps.closeContactMessage,
  reopen: contactInboxOps.reopenContactMessage,
} satisfies Record<ContactMessageAction, unknown>;

/** A closed message leaves the Open list at once (a reopened one the Closed list); both lists and the dashboard's count are read again. */
export function useSetContactMessageStatus() {
  return useMutation({
    mutationFn: ({ id, action }: SetContactMessageStatusInput) => call(statusOps[action], { params: { id } }),
    onSuccess: (_response, { id, action }) => {
      queryClient.setQueriesData<ListResponse<ContactMessage>>(
        { queryKey: contactMessageKeys.status(action === 'close' ? 'open' : 'closed') },
        (list) =>
          list?.data.some((message) => message.id === id)
            ? { ...list, data: list.data.filter((message) => message.id !== id), total: list.total - 1 }
            : list,
      );
      void queryClient.invalidateQueries({ queryKey: contactMessageKeys.all });
      // The admin dashboard's counts, keyed by their operation.
      void queryClient.invalidateQueries({ queryKey: operationKey(adminOps.stats) });
    },
  });
}
