import { NewsletterForm } from '@/features/privacy/components/newsletter-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Newsletter');
  return <NewsletterForm />;
}
