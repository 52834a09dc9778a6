import { noticeMessages, type NoticeDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { BackLink } from '@/components/detail-page';
import { PageAlert, PageLoading, PageLoadError } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { useNoticeAuthors } from '../api/get-notices';
import { emptyNoticeForm, NoticeForm } from './notice-form';

/** Post a Notice: for association leaders and official sources; anyone else is told who may post. */
export function PostNotice({ onSaved }: { onSaved: (notice: NoticeDetail) => void }) {
  const authors = useNoticeAuthors();
  if (authors.isPending) return <PageLoading>Loading...</PageLoading>;
  if (authors.isError) {
    return (
      <PageLoadError
        message={errorMessage(authors.error, noticeMessages.fetchFailed)}
        onRetry={() => void authors.refetch()}
      />
    );
  }
  if (authors.data.length === 0) {
    return (
      <PageAlert message={noticeMessages.noAuthorities}>
        <BackLink to={paths.notices.getHref()}>{noticeMessages.backToBoard}</BackLink>
      </PageAlert>
    );
  }
  return (
    <NoticeForm
      mode="create"
      authors={authors.data}
      defaultValues={emptyNoticeForm(authors.data)}
      cancelTo={paths.notices.getHref()}
      onSaved={onSaved}
    />
  );
}
