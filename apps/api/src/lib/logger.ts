import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

export type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

/** Secrets never reach the logs (ASVS 16.2.5). */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.token',
  '*.code',
  '*.verification_code',
];

/** A path without its query string: reset links and OAuth callbacks carry their secret there. */
export const withoutQuery = (url: string): string => url.split('?')[0]!;

/** The access log's request: Fastify's fields, with the URL cut at its query string. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface ErrorLog {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * What a log may say about an error: its class, its code and, for a database error, its
 * cause's class and SQLSTATE. A database error's message carries the query's parameters
 * (drizzle writes "params: …", PostgreSQL "Key (email)=(…)"), so it is never logged; other
 * messages keep their first line. The stack keeps its frames only: its head repeats the message.
 */
export function describeError(error: unknown): ErrorLog {
  if (!(error instanceof Error)) {
    // Already described (the error handler describes before logging): the serializer leaves it be.
    if (typeof error === 'object' && error !== null && typeof (error as ErrorLog).type === 'string')
      return error as ErrorLog;
    return { type: typeof error, message: 'a thrown non-error', stack: '' };
  }
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? error.cause : null;
  const causeCode = (cause as { code?: unknown } | null)?.code;
  const fromDatabase =
    'params' in error ||
    'query' in error ||
    (typeof code === 'string' && SQLSTATE.test(code)) ||
    (typeof causeCode === 'string' && SQLSTATE.test(causeCode));
  return {
    type: error.constructor.name,
    ...(code !== undefined ? { errorCode: code } : {}),
    ...(cause ? { cause: { type: cause.constructor.name, errorCode: causeCode } } : {}),
    message: fromDatabase
      ? 'database query failed (message withheld: it carries parameters)'
      : error.message.split('\n')[0]!,
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

/** The one logger configuration: redaction, URLs without query strings, errors without their parameters. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: requestForLog,
      err: describeError,
    },
    ...(stream ? { stream } : {}),
  };
}
