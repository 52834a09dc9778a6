import { apiMessages } from '@akwaaba/contracts';

/**
 * An error a feature declares with a stable code and HTTP status; the one error
 * handler renders it as `{ message }`, or `{ message, errors }` for a 422.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 422 with every field's messages; its message is the first field's first one, which forms show on top. */
export function invalidInput(errors: Record<string, string[]>): AppError {
  const first = Object.entries(errors).find(([field]) => field !== '_')?.[1][0];
  return new AppError('validation', 422, first ?? apiMessages.invalidData, errors);
}

export function validationError(field: string, message: string): AppError {
  return invalidInput({ [field]: [message] });
}

export const unauthenticated = () => new AppError('auth.unauthenticated', 401, apiMessages.unauthenticated);
export const forbidden = (message: string = apiMessages.forbidden) => new AppError('forbidden', 403, message);
export const notFound = (message: string = apiMessages.notFound) => new AppError('not_found', 404, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('too_many_requests', 429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/**
 * A request that arrives while the server drains before it stops: 503 (a proxy tries another instance), with when to
 * retry, and the connection closed after the answer so a client's next request opens one to a server that stays.
 */
export const restarting = (retryAfterSeconds: number) =>
  new AppError('server.restarting', 503, apiMessages.restarting, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    connection: 'close',
  });
