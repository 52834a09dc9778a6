import { useMutation } from '@tanstack/react-query';
import type { FollowResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { businessKeys } from './business-query-keys';
import type { BusinessResponse } from './get-business';

export function followBusiness(id: number): Promise<FollowResponse> {
  return api.post<FollowResponse>(`/businesses/${id}/follow`);
}

export function unfollowBusiness(id: number): Promise<FollowResponse> {
  return api.delete<FollowResponse>(`/businesses/${id}/follow`);
}

/** Follow (true) or unfollow (false); the page takes the answer's state and count. */
export function useFollowBusiness(id: number) {
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? followBusiness(id) : unfollowBusiness(id)),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<BusinessResponse>({ queryKey: businessKeys.detail(id) }, (current) =>
        current
          ? { data: { ...current.data, user_following: data.user_following, followers_count: data.followers_count } }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: businessKeys.allFollowing() });
    },
  });
}
