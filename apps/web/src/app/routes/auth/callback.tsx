import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { AuthCallback } from '@/features/auth/components/auth-callback';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Signing in');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // replace: the one-time code or token does not stay in the history.
  const onSignedIn = useCallback(() => void navigate(paths.home.getHref(), { replace: true }), [navigate]);
  const onMissing = useCallback(() => void navigate(paths.login.getHref(), { replace: true }), [navigate]);
  return (
    <AuthLayout title="Welcome">
      <AuthCallback
        code={searchParams.get('code')}
        token={searchParams.get('token')}
        onSignedIn={onSignedIn}
        onMissing={onMissing}
      />
    </AuthLayout>
  );
}
