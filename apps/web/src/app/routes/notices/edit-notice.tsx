import { useNavigate, useParams } from 'react-router';
import { noticeMessages, parseId } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { EditNotice } from '@/features/notices/components/edit-notice';
import { NoticeNotFound } from '@/features/notices/components/notice-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(noticeMessages.editTitle);
  const navigate = useNavigate();
  const parsedId = parseId(useParams().id);
  if (parsedId === null) return <NoticeNotFound />;
  return (
    <EditNotice
      key={parsedId}
      noticeId={parsedId}
      onSaved={(notice) => void navigate(paths.noticeDetail.getHref(notice.id))}
    />
  );
}
