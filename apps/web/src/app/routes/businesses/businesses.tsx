import { businessMessages } from '@akwaaba/contracts';
import { BusinessList } from '@/features/businesses/components/business-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

export function Component() {
  useDocumentTitle(businessMessages.heading);
  const { user } = useAuth();
  return <BusinessList canCreate={Boolean(user && (user.user_type === 'business' || user.is_admin))} />;
}
