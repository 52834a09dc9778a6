import { PendingEvents } from '@/features/events/components/pending-events';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Pending Events');
  return <PendingEvents />;
}
