import { useMutation, useQuery } from '@tanstack/react-query';
import { noticeAdminOps, type NoticeSmsCapInput, type NoticeSourceInput } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { noticeKeys } from './notice-query-keys';

/** The admin's lists are under 'admin'; the board's sources change with them. */
const refresh = () => {
  for (const queryKey of [noticeKeys.all, noticeKeys.adminSources(), noticeKeys.sms()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
};

export function useAdminNoticeSources() {
  return useQuery({
    queryKey: noticeKeys.adminSources(),
    queryFn: () => call(noticeAdminOps.noticeSources),
    select: (response) => response.data,
  });
}

export function useAddNoticeSource() {
  return useMutation({
    mutationFn: (body: NoticeSourceInput) => call(noticeAdminOps.addNoticeSource, { body }),
    onSuccess: refresh,
  });
}

export function useRemoveNoticeSource() {
  return useMutation({
    mutationFn: (id: number) => call(noticeAdminOps.removeNoticeSource, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useNoticeSms() {
  return useQuery({
    queryKey: noticeKeys.sms(),
    queryFn: () => call(noticeAdminOps.noticeSms),
    select: (response) => response.data,
  });
}

export function useSetNoticeSmsCap() {
  return useMutation({
    mutationFn: (body: NoticeSmsCapInput) => call(noticeAdminOps.setNoticeSmsCap, { body }),
    onSuccess: refresh,
  });
}
