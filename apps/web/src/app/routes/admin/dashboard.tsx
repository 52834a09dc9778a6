import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

export function Component() {
  useDocumentTitle('Admin Dashboard');
  const { user } = useAuth();
  return <AdminDashboard adminName={user?.name ?? 'admin'} />;
}
