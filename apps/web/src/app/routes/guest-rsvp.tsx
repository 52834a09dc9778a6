import { useSearchParams } from 'react-router';
import { guestRsvpMessages } from '@akwaaba/contracts';
import { ContentPage } from '@/components/content-layout';
import { GuestRsvpCancel } from '@/features/events/components/guest-rsvp-cancel';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The cancel link of a guest's RSVP by phone (docs/decisions/034). */
export function Component() {
  useDocumentTitle(guestRsvpMessages.cancelTitle);
  const [searchParams] = useSearchParams();
  return (
    <ContentPage title={guestRsvpMessages.cancelTitle}>
      <GuestRsvpCancel token={searchParams.get('token') ?? ''} />
    </ContentPage>
  );
}
