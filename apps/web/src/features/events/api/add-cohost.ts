import { useMutation } from '@tanstack/react-query';
import { cohostOps, type CohostInput } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { eventKeys } from './event-query-keys';

/** The organiser adds a co-host by their profile link or from the attendee list; the log gains a line. */
export function useAddCohost(id: number) {
  return useMutation({
    mutationFn: (body: CohostInput) => call(cohostOps.add, { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.cohosts(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.log(id) });
    },
  });
}
