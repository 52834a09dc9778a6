import { associationMessages } from '@akwaaba/contracts';
import { AssociationList } from '@/features/associations/components/association-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

export function Component() {
  useDocumentTitle(associationMessages.heading);
  // Any member may register one; the server asks for a confirmed address.
  return <AssociationList canCreate={useAuth().isAuthenticated} />;
}
