/** Texts the API answers with that the spec leaves to us; written once here. */
export const apiMessages = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  invalidData: 'The given data was invalid.',
  malformedJson: 'The request body is not valid JSON.',
  tooManyRequests: 'Too many attempts. Please try again later.',
  internal: 'Internal error',
} as const;
