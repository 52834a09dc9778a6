import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ConfirmEmail, ReleaseEmail } from '@/features/auth/components/confirm-email';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const notMe = searchParams.get('not_me') === '1';
  useDocumentTitle(notMe ? 'Release Your Email Address' : 'Confirm Your Email Address');
  return notMe ? (
    <AuthLayout title="Was this you?">
      <ReleaseEmail token={token} />
    </AuthLayout>
  ) : (
    <AuthLayout title="Confirm your email address">
      <ConfirmEmail token={token} />
    </AuthLayout>
  );
}
