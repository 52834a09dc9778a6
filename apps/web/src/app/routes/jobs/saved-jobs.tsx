import { savedJobMessages } from '@akwaaba/contracts';
import { SavedJobs } from '@/features/jobs/components/saved-jobs';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(savedJobMessages.heading);
  return <SavedJobs />;
}
