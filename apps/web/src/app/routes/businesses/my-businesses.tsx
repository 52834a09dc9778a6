import { MyBusinesses } from '@/features/businesses/components/my-businesses';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('My Businesses');
  return <MyBusinesses />;
}
