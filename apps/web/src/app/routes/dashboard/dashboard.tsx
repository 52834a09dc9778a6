import { Dashboard } from '@/features/dashboard/components/dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

export function Component() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  return <Dashboard user={user} />;
}
