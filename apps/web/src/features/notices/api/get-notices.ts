import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { noticeOps, type AnswerOf } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { noticeKeys, type NoticesListQuery } from './notice-query-keys';

export type NoticeResponse = AnswerOf<typeof noticeOps.detail>;
type SourcesResponse = AnswerOf<typeof noticeOps.sources>;

/** The board: notices not past their expiry, urgent first; only the filled filters are sent. */
export function useNotices(query: NoticesListQuery) {
  return useQuery({
    queryKey: noticeKeys.list(query),
    queryFn: () => call(noticeOps.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The notice as the current member (or visitor) may see it; asked once the session is known. */
export function useNotice(id: number) {
  const { user, isLoading } = useAuth();
  const client = useQueryClient();
  return useQuery({
    queryKey: noticeKeys.detailFor(id, user?.id ?? null),
    queryFn: () => call(noticeOps.detail, { params: { id } }),
    select: (response) => response.data,
    // A server-rendered page embeds the visitor's answer (decision 029): shown at once, then asked for again.
    placeholderData: () => client.getQueryData<NoticeResponse>(noticeKeys.detail(id)),
    enabled: !isLoading,
  });
}

/** The official sources, and whether the member follows each. */
export function useNoticeSources() {
  const { user, isLoading } = useAuth();
  const client = useQueryClient();
  return useQuery({
    queryKey: noticeKeys.sourcesFor(user?.id ?? null),
    queryFn: () => call(noticeOps.sources),
    select: (response) => response.data,
    placeholderData: () => client.getQueryData<SourcesResponse>(noticeKeys.sources()),
    enabled: !isLoading,
  });
}

/** Whom the member may post as: the associations they lead and their official source. */
export function useNoticeAuthors() {
  return useQuery({
    queryKey: noticeKeys.authors(),
    queryFn: () => call(noticeOps.authors),
    select: (response) => response.data,
  });
}
