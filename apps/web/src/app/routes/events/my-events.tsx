import { MyEvents } from '@/features/events/components/my-events';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

export function Component() {
  useDocumentTitle('My Events');
  const { user } = useAuth();
  return <MyEvents canHost={Boolean(user && (user.user_type === 'business' || user.is_admin))} />;
}
