import { useNavigate } from 'react-router';
import { noticeMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { PostNotice } from '@/features/notices/components/post-notice';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(noticeMessages.formTitle);
  const navigate = useNavigate();
  return <PostNotice onSaved={(notice) => void navigate(paths.noticeDetail.getHref(notice.id))} />;
}
