import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Reset Password');
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Reset your password" subtitle="Choose a new password for your account">
      <ResetPasswordForm token={searchParams.get('token')} />
    </AuthLayout>
  );
}
