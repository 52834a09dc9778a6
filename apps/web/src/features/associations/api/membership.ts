import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { associationOps, type AssociationMemberChange } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { associationKeys } from './association-query-keys';
import type { AssociationResponse } from './get-associations';

/** Join (true) or leave (false); the page takes the answer's place and count at once. */
export function useMembership(id: number) {
  return useMutation({
    mutationFn: (join: boolean) =>
      join ? call(associationOps.join, { params: { id } }) : call(associationOps.leave, { params: { id } }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<AssociationResponse>({ queryKey: associationKeys.detail(id) }, (current) =>
        current
          ? { data: { ...current.data, membership: data.membership, members_count: data.members_count } }
          : current,
      );
      // The page keeps the answer's state; the lists that count members are read again.
      void queryClient.invalidateQueries({ queryKey: associationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: associationKeys.allMine() });
    },
  });
}

/** An association's members, or those asking to join: for its leaders. */
export function useAssociationMembers(id: number, status: 'active' | 'pending', page: number) {
  return useQuery({
    queryKey: associationKeys.members(id, status, page),
    queryFn: () => call(associationOps.members, { params: { id }, query: { status, page } }),
    placeholderData: keepPreviousData,
  });
}

/** A leader lets a member in, makes them a leader or a member, titles them, or removes them. */
export function useChangeMember(id: number) {
  return useMutation({
    mutationFn: ({ userId, change }: { userId: number; change: AssociationMemberChange | null }) =>
      change === null
        ? call(associationOps.removeMember, { params: { id, userId } })
        : call(associationOps.updateMember, { params: { id, userId }, body: change }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: associationKeys.all }),
  });
}
