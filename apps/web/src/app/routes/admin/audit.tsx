import { AuditTrail } from '@/features/moderation/components/audit-trail';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Audit trail');
  return <AuditTrail />;
}
