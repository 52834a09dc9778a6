import { associationMessages } from '@akwaaba/contracts';
import { PendingAssociations } from '@/features/associations/components/pending-associations';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(associationMessages.pendingAdminHeading);
  return <PendingAssociations />;
}
