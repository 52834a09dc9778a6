import { verificationMessages } from '@akwaaba/contracts';
import { VerificationRequests } from '@/features/admin/components/verification-requests';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(verificationMessages.heading);
  return <VerificationRequests />;
}
