import { noticeMessages } from '@akwaaba/contracts';
import { NoticeList } from '@/features/notices/components/notice-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

/** Public. 'Post a Notice' shows to members; the form says who may post (leaders and official sources). */
export function Component() {
  useDocumentTitle(noticeMessages.heading);
  return <NoticeList canPost={useAuth().isAuthenticated} />;
}
