import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { contributionOps, operationKey, type AnswerOf } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';

export type ContributionsResponse = AnswerOf<typeof contributionOps.summary>;

/** The contributions' cache keys: the page's summary (per viewer: their own pledge, what they may see) and the ledger. */
export const contributionKeys = {
  summary: (id: number) => operationKey(contributionOps.summary, { params: { id } }),
  summaryFor: (id: number, viewerId: number | null) => [...contributionKeys.summary(id), { viewer: viewerId }] as const,
  ledger: (id: number) => operationKey(contributionOps.ledger, { params: { id } }),
};

export function contributionsQueryOptions(id: number, viewerId: number | null) {
  return queryOptions({
    queryKey: contributionKeys.summaryFor(id, viewerId),
    queryFn: () => call(contributionOps.summary, { params: { id } }),
    select: (response) => response.data,
  });
}

/** What the event's page shows of its contributions, as the current member (or visitor) may see it. */
export function useContributions(id: number) {
  const { user, isLoading } = useAuth();
  const client = useQueryClient();
  return useQuery({
    ...contributionsQueryOptions(id, user?.id ?? null),
    // A server-rendered event page embeds the visitor's answer (its loader asks for it): shown at once, then asked for
    // again as the member.
    placeholderData: () => client.getQueryData<ContributionsResponse>(contributionKeys.summary(id)),
    enabled: !isLoading,
  });
}
