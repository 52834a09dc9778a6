import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { associationOps, type AnswerOf } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { associationKeys, type AssociationsListQuery } from './association-query-keys';

export type AssociationResponse = AnswerOf<typeof associationOps.detail>;

/** Approved associations by name (best matches first for a search); only the filled filters are sent. */
export function useAssociations(query: AssociationsListQuery) {
  return useQuery({
    queryKey: associationKeys.list(query),
    queryFn: () => call(associationOps.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The association as the current member (or visitor) may see it; asked once the session is known. */
export function useAssociation(id: number) {
  const { user, isLoading } = useAuth();
  const client = useQueryClient();
  return useQuery({
    queryKey: associationKeys.detailFor(id, user?.id ?? null),
    queryFn: () => call(associationOps.detail, { params: { id } }),
    select: (response) => response.data,
    // A server-rendered page embeds the visitor's answer (decision 029): shown at once, then asked for again.
    placeholderData: () => client.getQueryData<AssociationResponse>(associationKeys.detail(id)),
    enabled: !isLoading,
  });
}

/** The associations the member registered, belongs to or asked to join. */
export function useMyAssociations(page: number) {
  return useQuery({
    queryKey: associationKeys.mine(page),
    queryFn: () => call(associationOps.mine, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}
