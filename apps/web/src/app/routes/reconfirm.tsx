import { useSearchParams } from 'react-router';
import { reminderMessages } from '@akwaaba/contracts';
import { ContentPage } from '@/components/content-layout';
import { ReconfirmAnswer } from '@/features/events/components/reconfirm-answer';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A reminder's 'Still coming?' link (decision 037). */
export function Component() {
  useDocumentTitle(reminderMessages.reconfirmTitle);
  const [searchParams] = useSearchParams();
  return (
    <ContentPage title={reminderMessages.reconfirmTitle}>
      <ReconfirmAnswer token={searchParams.get('token') ?? ''} />
    </ContentPage>
  );
}
