import type { ContactMessageStatus } from '@akwaaba/contracts';

/** Cache keys of the admin's contact inbox, shared by its pages and the close/reopen that move messages between them. */
export const contactMessageKeys = {
  all: ['admin', 'contact-messages'] as const,
  status: (status: ContactMessageStatus) => [...contactMessageKeys.all, status] as const,
  page: (status: ContactMessageStatus, page: number) => [...contactMessageKeys.status(status), { page }] as const,
};
