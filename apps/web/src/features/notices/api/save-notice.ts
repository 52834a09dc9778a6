import { useMutation } from '@tanstack/react-query';
import { noticeOps, type NoticeInput } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { noticeKeys } from './notice-query-keys';

const refresh = () => void queryClient.invalidateQueries({ queryKey: noticeKeys.all });

export function useCreateNotice() {
  return useMutation({ mutationFn: (body: NoticeInput) => call(noticeOps.create, { body }), onSuccess: refresh });
}

export function useUpdateNotice(id: number) {
  return useMutation({
    mutationFn: (body: NoticeInput) => call(noticeOps.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteNotice() {
  return useMutation({ mutationFn: (id: number) => call(noticeOps.remove, { params: { id } }), onSuccess: refresh });
}

/** Follows an official source, or stops following it. */
export function useFollowSource(id: number) {
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow ? call(noticeOps.followSource, { params: { id } }) : call(noticeOps.unfollowSource, { params: { id } }),
    onSuccess: refresh,
  });
}
