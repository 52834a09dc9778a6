import { useNavigate } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Join Us');
  const navigate = useNavigate();
  return (
    <AuthLayout title="Join Our Community" subtitle="Akwaaba! Create your free account">
      <RegisterForm onSuccess={() => void navigate(paths.dashboard.getHref(), { replace: true })} />
    </AuthLayout>
  );
}
