import { noticeAdminOps, noticeOps, operationKey } from '@akwaaba/contracts';

/** The board's filters as the address bar and the API spell them; only filled ones are present. */
export type NoticeFilters = { kind?: string; association_id?: string; source_id?: string; urgent?: 'true' };
export type NoticesListQuery = NoticeFilters & { page: number };

/** The notices' cache keys, in one place so every write knows what it makes stale. */
export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => operationKey(noticeOps.list),
  list: (query: NoticesListQuery) => operationKey(noticeOps.list, { query }),
  /** The visitor's answer a server-rendered page embeds, and the prefix of every member's. */
  detail: (id: number) => operationKey(noticeOps.detail, { params: { id } }),
  /** The detail depends on who asks (can_manage): one entry per member or visitor. */
  detailFor: (id: number, viewerId: number | null) => [...noticeKeys.detail(id), { viewer: viewerId }] as const,
  sources: () => operationKey(noticeOps.sources),
  sourcesFor: (viewerId: number | null) => [...noticeKeys.sources(), { viewer: viewerId }] as const,
  authors: () => [...noticeKeys.all, 'authors'] as const,
  adminSources: () => operationKey(noticeAdminOps.noticeSources),
  sms: () => operationKey(noticeAdminOps.noticeSms),
};
