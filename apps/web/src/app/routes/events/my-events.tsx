import { MyEvents } from '@/features/events/components/my-events';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('My Events');
  return <MyEvents />;
}
