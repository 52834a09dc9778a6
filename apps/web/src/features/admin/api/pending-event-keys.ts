/** Cache keys of the admin's pending-events list, shared by the list and the calls that empty it. */
export const pendingEventKeys = {
  all: ['admin', 'events', 'pending'] as const,
  page: (page: number) => [...pendingEventKeys.all, { page }] as const,
};
