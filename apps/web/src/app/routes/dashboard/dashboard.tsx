import { ConfirmEmailBanner } from '@/features/auth/components/confirm-email-banner';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

export function Component() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  return <Dashboard user={user} notice={user && <ConfirmEmailBanner user={user} />} />;
}
