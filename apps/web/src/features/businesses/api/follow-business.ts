import { useMutation } from '@tanstack/react-query';
import { businessOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { businessKeys } from './business-query-keys';
import type { BusinessResponse } from './get-business';

/** Follow (true) or unfollow (false); the page takes the answer's state and count. */
export function useFollowBusiness(id: number) {
  return useMutation({
    mutationFn: (follow: boolean) => call(follow ? businessOps.follow : businessOps.unfollow, { params: { id } }),
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
