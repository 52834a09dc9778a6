import { useSearchParams } from 'react-router';
import { ContentPage } from '@/components/content-layout';
import { UnsubscribePage } from '@/features/privacy/components/unsubscribe-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Unsubscribe');
  const [searchParams] = useSearchParams();
  return (
    <ContentPage title="Unsubscribe">
      <UnsubscribePage token={searchParams.get('token') ?? ''} />
    </ContentPage>
  );
}
