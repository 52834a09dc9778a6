import { ReportsQueue } from '@/features/moderation/components/reports-queue';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Reports');
  return <ReportsQueue />;
}
