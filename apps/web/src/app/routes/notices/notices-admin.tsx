import { NoticesAdmin } from '@/features/notices/components/notices-admin';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/notices: official sources and the notice SMS cap (decision 036). */
export function Component() {
  useDocumentTitle('Notices');
  return <NoticesAdmin />;
}
