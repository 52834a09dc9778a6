import { noticeMessages, type NoticeDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { BackLink } from '@/components/detail-page';
import { PageAlert, PageLoading, PageLoadError } from '@/components/page-states';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useNotice } from '../api/get-notices';
import { NoticeNotFound } from './notice-detail';
import { NoticeForm, noticeFormValues } from './notice-form';

/** The notice's form with what is stored, for those who manage it. */
export function EditNotice({ noticeId, onSaved }: { noticeId: number; onSaved: (notice: NoticeDetail) => void }) {
  const notice = useNotice(noticeId);
  if (notice.isPending) return <PageLoading>Loading notice...</PageLoading>;
  if (notice.isError) {
    if (notice.error instanceof ApiError && notice.error.status === 404) return <NoticeNotFound />;
    return (
      <PageLoadError
        message={errorMessage(notice.error, noticeMessages.fetchOneFailed)}
        onRetry={() => void notice.refetch()}
      />
    );
  }
  if (!notice.data.can_manage) {
    return (
      <PageAlert message={noticeMessages.onlyAuthor}>
        <BackLink to={paths.noticeDetail.getHref(noticeId)}>{notice.data.title}</BackLink>
      </PageAlert>
    );
  }
  return (
    <NoticeForm
      mode="edit"
      noticeId={noticeId}
      authors={[notice.data.author]}
      defaultValues={noticeFormValues(notice.data)}
      cancelTo={paths.noticeDetail.getHref(noticeId)}
      onSaved={onSaved}
    />
  );
}
