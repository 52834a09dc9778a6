/** Cache keys of the admin's verification requests, shared by the list and the decision that empties it. */
export const verificationRequestKeys = {
  all: ['admin', 'verification-requests'] as const,
  page: (page: number) => [...verificationRequestKeys.all, { page }] as const,
};
