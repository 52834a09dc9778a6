import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Forgot Password');
  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your email and we will send you a link to reset it">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
