import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { UndoSocialLink } from '@/features/auth/components/undo-social-link';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Unlink a Sign-in Provider');
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Unlink a sign-in provider">
      <UndoSocialLink token={searchParams.get('token') ?? ''} />
    </AuthLayout>
  );
}
