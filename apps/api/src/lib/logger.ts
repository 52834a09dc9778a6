import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

export type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

/** Secrets never reach the logs (ASVS 16.2.5): these headers, and the fields below wherever they are logged. */
export const LOG_REDACT_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

const SECRET_FIELDS = ['password', 'password_confirmation', 'current_password', 'token', 'code', 'verification_code'];
const CENSOR = '[redacted]';

function withoutSecrets(value: Record<string, unknown>): Record<string, unknown> {
  if (!SECRET_FIELDS.some((name) => Object.hasOwn(value, name))) return value;
  const copy = { ...value };
  for (const name of SECRET_FIELDS) if (Object.hasOwn(copy, name)) copy[name] = CENSOR;
  return copy;
}

/**
 * pino's `formatters.log`: a secret field at the top of a log line or one level inside it is censored (what pino's
 * `*.password` paths did), by a few own-property checks. pino's wildcard redaction walked every logged object for
 * each name and cost 6 µs of each request's access line (issue 11). Logged objects are copied, never changed.
 */
export function censorSecrets(line: Record<string, unknown>): Record<string, unknown> {
  const top = withoutSecrets(line);
  let out = top;
  for (const [key, value] of Object.entries(top)) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    const censored = withoutSecrets(value as Record<string, unknown>);
    if (censored === value) continue;
    if (out === line) out = { ...line };
    out[key] = censored;
  }
  return out;
}

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

/**
 * The access log: one line per request once its answer has gone, carrying what Fastify's two default lines (on
 * arrival and on completion) carry between them. The pair cost about a sixth of a list request's CPU (issue 11).
 * Error, 404 and serializer logs stay as Fastify writes them.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/**
 * The access log's line for an answer sent straight from the public cache, before Fastify (public-cache.ts answerRaw):
 * the same fields as AccessLogController's, the client's address read as Fastify reads it behind the trusted proxies.
 */
export function rawAccessLog(log: Logger, trustedProxies: string[] | false) {
  const trust = trustedProxies ? proxyAddr.compile(trustedProxies) : () => false;
  let sequence = 0;
  return (request: IncomingMessage, statusCode: number, began: number) => {
    sequence += 1;
    const req = {
      method: request.method,
      url: request.url ?? '/',
      host: request.headers.host,
      ip: proxyAddr(request, trust),
      socket: request.socket,
    };
    const responseTime = performance.now() - began;
    log.info({ reqId: `cache-${sequence.toString(36)}`, req, res: { statusCode }, responseTime }, 'request completed');
  };
}

/** The one logger configuration: redaction, URLs without query strings, errors without their parameters. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: CENSOR },
    formatters: { log: censorSecrets },
    serializers: {
      req: requestForLog,
      err: describeError,
    },
    ...(stream ? { stream } : {}),
  };
}
