import { businessMessages } from '@akwaaba/contracts';
import { PendingBusinesses } from '@/features/admin/components/pending-businesses';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(businessMessages.pendingHeading);
  return <PendingBusinesses />;
}
