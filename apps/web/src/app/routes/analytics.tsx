import { Analytics } from '@/features/analytics/components/analytics';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

export function Component() {
  useDocumentTitle('Analytics');
  const { user } = useAuth();
  return <Analytics user={user} />;
}
