import { AdminMembers } from '@/features/admin/components/admin-members';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Members');
  return <AdminMembers />;
}
