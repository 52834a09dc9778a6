import { memo, useId } from 'react';
import { Link } from 'react-router';
import { formatLongDate, NOTICE_KIND_LABELS, noticeMessages, type NoticeSummary } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { NoticeAuthor } from './notice-author';
import { UrgentBadge } from './official-badge';

/** A notice on the board: its kind, urgency, title, author, the start of its text and how long it stays. */
export const NoticeCard = memo(function NoticeCard({ notice }: { notice: NoticeSummary }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex w-full min-w-0 flex-col gap-3 rounded-2xl border bg-white p-5 shadow-sm',
        notice.is_urgent ? 'border-red-300' : 'border-stone-200',
      )}
    >
      <div className="flex flex-wrap gap-2">
        {notice.is_urgent && <UrgentBadge />}
        <Badge tone="green">{NOTICE_KIND_LABELS[notice.kind]}</Badge>
      </div>
      <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-stone-900">
        <Link to={paths.noticeDetail.getHref(notice.id)} className="hover:underline">
          {notice.title}
        </Link>
      </h2>
      <p className="text-sm text-stone-700">
        <NoticeAuthor author={notice.author} />
      </p>
      <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-stone-700">{notice.excerpt}</p>
      <p className="mt-auto text-xs text-stone-600">
        {noticeMessages.postedOn(formatLongDate(notice.created_at))} ·{' '}
        {noticeMessages.showsUntil(formatLongDate(notice.expires_at))}
      </p>
    </article>
  );
});
