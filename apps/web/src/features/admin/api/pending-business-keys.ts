/** Cache keys of the admin's pending-businesses list, shared by the list and the calls that empty it. */
export const pendingBusinessKeys = {
  all: ['admin', 'businesses', 'pending'] as const,
  page: (page: number) => [...pendingBusinessKeys.all, { page }] as const,
};
