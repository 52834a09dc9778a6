/** Cache keys of the admins' undelivered messages, shared by the pages and the retry that removes one. */
export const deadMessageKeys = {
  all: ['admin', 'outbox', 'dead'] as const,
  page: (page: number) => [...deadMessageKeys.all, { page }] as const,
};
