import { businessMessages } from '@akwaaba/contracts';
import { FollowingPage } from '@/features/businesses/components/following-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(businessMessages.followingHeading);
  return <FollowingPage />;
}
