import { businessMessages } from '@akwaaba/contracts';
import { PendingBusinesses } from '@/features/businesses/components/pending-businesses';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(businessMessages.pendingHeading);
  return <PendingBusinesses />;
}
