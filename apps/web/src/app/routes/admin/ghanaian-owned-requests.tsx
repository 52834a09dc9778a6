import { businessMessages } from '@akwaaba/contracts';
import { GhanaianOwnedRequests } from '@/features/businesses/components/ghanaian-owned-requests';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(businessMessages.ghanaianOwnedRequestsHeading);
  return <GhanaianOwnedRequests />;
}
