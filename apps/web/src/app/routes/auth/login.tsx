import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { SocialErrorAlert } from '@/features/auth/components/social-error-alert';
import { paths, safeInternalPath } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeInternalPath(searchParams.get('redirect')) ?? paths.dashboard.getHref();
  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to your Akwaaba account">
      <div className="space-y-6">
        <SocialErrorAlert />
        <LoginForm onSuccess={() => void navigate(redirectTo, { replace: true })} />
      </div>
    </AuthLayout>
  );
}
