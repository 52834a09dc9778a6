import { useMutation, useQuery } from '@tanstack/react-query';
import { operationKey, reminderOps, type EventDetail, type ReconfirmAnswer } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { eventKeys } from './event-query-keys';
import type { EventResponse } from './get-event';

/** The RSVP a 'Still coming?' link names (reading it answers nothing: link previewers fetch links). */
export function useReconfirmView(token: string) {
  return useQuery({
    // The token stays out of the key: nothing that may be kept names it.
    queryKey: [...operationKey(reminderOps.reconfirmView), 'link'],
    queryFn: () => call(reminderOps.reconfirmView, { body: { token } }),
    enabled: token !== '',
    retry: false,
  });
}

export function useReconfirm(token: string) {
  return useMutation({
    mutationFn: (answer: ReconfirmAnswer) => call(reminderOps.reconfirm, { body: { token, answer } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** The organiser calls the event off: its page shows the answer at once, the lists are read again. */
export function useCancelEvent(id: number) {
  return useMutation({
    mutationFn: () => call(reminderOps.cancel, { params: { id } }),
    onSuccess: (response) => {
      queryClient.setQueriesData<EventResponse>({ queryKey: eventKeys.detail(id) }, (current) =>
        current ? { data: response.data satisfies EventDetail } : current,
      );
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.mine() });
    },
  });
}
