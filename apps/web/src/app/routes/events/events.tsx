import { EventsList } from '@/features/events/components/events-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

export function Component() {
  useDocumentTitle('Community Events');
  const { user } = useAuth();
  return <EventsList canCreate={Boolean(user && (user.user_type === 'business' || user.is_admin))} />;
}
