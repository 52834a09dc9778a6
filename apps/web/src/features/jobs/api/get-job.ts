import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobOps, type AnswerOf } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { jobKeys } from './job-query-keys';

export type JobResponse = AnswerOf<typeof jobOps.detail>;

export function jobQueryOptions(id: number, viewerId: number | null) {
  return queryOptions({
    queryKey: jobKeys.detailFor(id, viewerId),
    queryFn: () => call(jobOps.detail, { params: { id } }),
    select: (response) => response.data,
  });
}

/** The job as the current member (or visitor) may see it; asked once the session is known. */
export function useJob(id: number) {
  const { user, isLoading } = useAuth();
  const client = useQueryClient();
  return useQuery({
    ...jobQueryOptions(id, user?.id ?? null),
    // A server-rendered page embeds the visitor's answer (docs/decisions/029-pages-declared-once.md): shown at once,
    // then asked for again, so a member gets their own view and the view is counted.
    placeholderData: () => client.getQueryData<JobResponse>(jobKeys.detail(id)),
    enabled: !isLoading,
  });
}
