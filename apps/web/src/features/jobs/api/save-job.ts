import { useMutation } from '@tanstack/react-query';
import { savedJobOps, type SavedJobIdsResponse } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { savedJobKeys } from './saved-job-keys';

type SaveChange = { jobId: number; save: boolean };

const setSaved = ({ jobId, save }: SaveChange) =>
  queryClient.setQueryData<SavedJobIdsResponse>(savedJobKeys.ids(), (current) => {
    const others = (current?.data ?? []).filter((id) => id !== jobId);
    return { data: save ? [jobId, ...others] : others };
  });

/**
 * Saves (or unsaves) a job. The button shows the new state at once and goes back if the server refuses (the cap, a
 * job gone); Saved Jobs is read again afterwards.
 */
export function useSaveJob() {
  return useMutation({
    mutationFn: ({ jobId, save }: SaveChange) =>
      call(save ? savedJobOps.save : savedJobOps.unsave, { params: { id: jobId } }),
    onMutate: async (change) => {
      // An answer already on its way would put the old state back.
      await queryClient.cancelQueries({ queryKey: savedJobKeys.ids() });
      setSaved(change);
    },
    onError: (_error, change) => {
      setSaved({ ...change, save: !change.save });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: savedJobKeys.all });
    },
  });
}
