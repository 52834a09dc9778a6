import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CalendarClock, Pencil, Trash2 } from 'lucide-react';
import {
  formatLongDate,
  NOTICE_KIND_LABELS,
  noticeMessages,
  noticeShareFacts,
  type NoticeDetail as Notice,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { BackLink, InfoCard } from '@/components/detail-page';
import { HiddenByModerators } from '@/components/hidden-by-moderators';
import { ListingNotFound } from '@/components/listing-not-found';
import { PageLoading, PageLoadError } from '@/components/page-states';
import { ShareButtons } from '@/components/share-buttons';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useNotice } from '../api/get-notices';
import { useDeleteNotice } from '../api/save-notice';
import { NoticeAuthor } from './notice-author';
import { UrgentBadge } from './official-badge';

function BackToBoard() {
  return <BackLink to={paths.notices.getHref()}>{noticeMessages.backToBoard}</BackLink>;
}

export function NoticeNotFound() {
  return (
    <ListingNotFound
      title={noticeMessages.notFound}
      detail="Notices leave the board on the day they expire."
      backTo={paths.notices.getHref()}
      backLabel={noticeMessages.backToBoard}
    />
  );
}

/** Edit and Delete, for its poster, its association's leaders and admins. */
function ManageButtons({ notice }: { notice: Notice }) {
  const navigate = useNavigate();
  const deleteNotice = useDeleteNotice();
  function remove() {
    if (!window.confirm(noticeMessages.deleteConfirm)) return;
    deleteNotice.mutate(notice.id, {
      onSuccess: (response) => {
        toast.success(response.message);
        void navigate(paths.notices.getHref());
      },
      onError: (error) => toast.error(errorMessage(error, noticeMessages.deleteFailed)),
    });
  }
  return (
    <>
      <Link to={paths.editNotice.getHref(notice.id)} className={buttonClasses({ variant: 'secondary' })}>
        <Pencil aria-hidden="true" className="size-4" />
        {noticeMessages.editTitle}
      </Link>
      <Button variant="secondary" isLoading={deleteNotice.isPending} onClick={remove}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
    </>
  );
}

function NoticeView({ notice, reportButton }: { notice: Notice; reportButton?: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
      <BackToBoard />
      {notice.can_manage && notice.status === 'hidden' && <HiddenByModerators />}
      {notice.is_expired && <Alert variant="info">{noticeMessages.expired}</Alert>}
      <article className="space-y-4">
        <header className="space-y-3">
          <div className="flex flex-wrap gap-2">
            {notice.is_urgent && <UrgentBadge />}
            <Badge tone="green">{NOTICE_KIND_LABELS[notice.kind]}</Badge>
          </div>
          <h1 className="text-2xl font-bold break-words text-stone-900 sm:text-4xl">{notice.title}</h1>
          <p className="text-stone-800">
            <NoticeAuthor author={notice.author} />
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <ShareButtons
              path={paths.noticeDetail.getHref(notice.id)}
              title={notice.title}
              facts={noticeShareFacts(notice)}
            />
            {notice.can_manage ? <ManageButtons notice={notice} /> : reportButton}
          </div>
        </header>
        <section aria-label="Notice" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <p className="break-words whitespace-pre-line text-stone-800">{notice.body}</p>
        </section>
        <InfoCard idPrefix="notice" title="Dates" icon={CalendarClock}>
          <p>{noticeMessages.postedOn(formatLongDate(notice.created_at))}</p>
          <p>{noticeMessages.showsUntil(formatLongDate(notice.expires_at))}</p>
        </InfoCard>
      </article>
    </div>
  );
}

/** /notices/{id}: public, so a link shared on WhatsApp opens for anyone (docs/rules/who-sees-what.md). */
export function NoticeDetail({ noticeId, reportButton }: { noticeId: number; reportButton?: ReactNode }) {
  const notice = useNotice(noticeId);
  const notFound = notice.error instanceof ApiError && notice.error.status === 404;
  useDocumentTitle(notice.data?.title ?? (notFound ? noticeMessages.notFound : 'Notice'));

  if (notice.isPending) return <PageLoading>Loading notice...</PageLoading>;
  if (notice.isError) {
    if (notFound) return <NoticeNotFound />;
    return (
      <PageLoadError
        message={errorMessage(notice.error, noticeMessages.fetchOneFailed)}
        onRetry={() => void notice.refetch()}
      >
        <BackToBoard />
      </PageLoadError>
    );
  }
  return <NoticeView notice={notice.data} reportButton={reportButton} />;
}
