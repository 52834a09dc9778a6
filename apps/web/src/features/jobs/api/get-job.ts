import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobOps, type AnswerOf } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { embeddedAnswer } from '@/lib/server-data';
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
  return useQuery({
    ...jobQueryOptions(id, user?.id ?? null),
    // A shared page brings the visitor's answer (lib/server-data.ts): shown at once, then asked for again.
    placeholderData: () => embeddedAnswer<JobResponse>(`/job-listings/${id}`),
    enabled: !isLoading,
  });
}
