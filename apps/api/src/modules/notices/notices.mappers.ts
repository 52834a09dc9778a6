import type { NoticeAuthor, NoticeDetail, NoticeSummary } from '@akwaaba/contracts';
import type { NoticeSummaryRow, NoticeWithAuthor } from './notices.repository.ts';

/** Whom a notice is from: an association, or an official source, which carries the badge. */
export function toNoticeAuthor(row: {
  associationId: number | null;
  sourceId: number | null;
  associationName: string | null;
  sourceName: string | null;
}): NoticeAuthor {
  return row.sourceId !== null
    ? { type: 'source', id: row.sourceId, name: row.sourceName ?? '', is_official: true }
    : { type: 'association', id: row.associationId!, name: row.associationName ?? '', is_official: false };
}

export function toNoticeSummary(row: NoticeSummaryRow): NoticeSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    excerpt: row.excerpt,
    is_urgent: row.isUrgent,
    author: toNoticeAuthor(row),
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function toNoticeDetail(
  { notice, associationName, sourceName }: NoticeWithAuthor,
  { canManage, now }: { canManage: boolean; now: Date },
): NoticeDetail {
  return {
    id: notice.id,
    kind: notice.kind,
    title: notice.title,
    excerpt: notice.body.slice(0, 300),
    body: notice.body,
    is_urgent: notice.isUrgent,
    author: toNoticeAuthor({ ...notice, associationName, sourceName }),
    user_id: notice.userId,
    status: notice.status === 'hidden' ? 'hidden' : 'published',
    is_expired: notice.expiresAt <= now,
    can_manage: canManage,
    texted_count: notice.textedCount,
    expires_at: notice.expiresAt.toISOString(),
    created_at: notice.createdAt.toISOString(),
    updated_at: notice.updatedAt.toISOString(),
  };
}
