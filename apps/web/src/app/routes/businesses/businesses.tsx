import { businessMessages } from '@akwaaba/contracts';
import { BusinessList } from '@/features/businesses/components/business-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCreatesListings } from '@/lib/auth-store';

export function Component() {
  useDocumentTitle(businessMessages.heading);
  return <BusinessList canCreate={useCreatesListings()} />;
}
