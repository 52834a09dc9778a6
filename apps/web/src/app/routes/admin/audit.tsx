import { AuditTrail } from '@/features/admin/components/audit-trail';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Audit trail');
  return <AuditTrail />;
}
