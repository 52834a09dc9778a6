import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactInboxOps, type ContactMessageStatus } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { contactMessageKeys } from './contact-message-keys';

/** One page of the contact inbox: open or closed messages, newest first. */
export function contactMessagesQueryOptions(status: ContactMessageStatus, page: number) {
  return queryOptions({
    queryKey: contactMessageKeys.page(status, page),
    queryFn: () => call(contactInboxOps.contactMessages, { query: { status, page } }),
    // The last page stays on screen while the next loads, but never the other tab's messages.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === status ? previous : undefined),
  });
}

export function useContactMessages(status: ContactMessageStatus, page: number) {
  return useQuery(contactMessagesQueryOptions(status, page));
}
