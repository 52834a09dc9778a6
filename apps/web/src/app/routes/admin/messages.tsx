import { contactInboxMessages } from '@akwaaba/contracts';
import { ContactInbox } from '@/features/contact/components/contact-inbox';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(contactInboxMessages.heading);
  return <ContactInbox />;
}
