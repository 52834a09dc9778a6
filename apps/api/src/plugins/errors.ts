import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages, fieldErrors } from '@akwaaba/contracts';
import { AppError, invalidInput } from '../lib/errors.ts';
import { MULTIPART_ERROR_CODES, multipartBodyError } from '../lib/multipart.ts';
import { describeError, withoutQuery } from '../lib/logger.ts';
import { ObjectStorageError } from '../lib/storage-s3.ts';
import { databaseUnavailableCode, isDiskFull, pgErrorCode } from '../db/errors.ts';

/** Seconds a client waits before trying again: a restart or a failover of the database takes a few. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** An unreachable bucket rarely returns in seconds. */
const STORAGE_RETRY_AFTER_SECONDS = 30;

interface Outage {
  dependency: 'database' | 'object-storage' | 'disk';
  status: 503 | 507;
  code: string;
  message: string;
  log: string;
  retryAfterSeconds?: number;
}

/**
 * An outside service that failed, not the request (never a 500 for that: docs/rules/security-and-reliability.md): a
 * full disk answers 507 (nothing was saved; decision 021), an unreachable or restarting database or bucket 503 with
 * Retry-After.
 */
function outsideFailure(error: unknown): Outage | null {
  if (isDiskFull(error)) {
    const code = (error as { code?: unknown }).code;
    return {
      dependency: 'disk',
      status: 507,
      code: typeof code === 'string' ? code : (pgErrorCode(error) ?? 'ENOSPC'),
      message: apiMessages.storageFull,
      log: 'disk full: nothing was saved',
    };
  }
  if (error instanceof ObjectStorageError && error.unavailable) {
    return {
      dependency: 'object-storage',
      status: 503,
      code: 'unreachable',
      message: apiMessages.fileStorageUnavailable,
      log: 'object storage unreachable',
      retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS,
    };
  }
  const code = databaseUnavailableCode(error);
  if (code) {
    return {
      dependency: 'database',
      status: 503,
      code,
      message: apiMessages.serviceUnavailable,
      log: 'database unavailable',
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  return null;
}

const errorName = (error: unknown) => (error instanceof Error ? error.constructor.name : typeof error);

/**
 * The one error handler: declared errors keep their status and message, validation
 * answers 422 with field messages, bad JSON 400, an outside service that failed 503 or 507, and anything unknown a
 * bare 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  function sendAppError(reply: FastifyReply, error: AppError) {
    if (error.headers) void reply.headers(error.headers);
    return reply
      .status(error.statusCode)
      .send(error.fieldErrors ? { message: error.message, errors: error.fieldErrors } : { message: error.message });
  }

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 403) {
        request.log.warn(
          {
            event: 'access.refused',
            userId: request.auth?.user.id ?? null,
            method: request.method,
            path: withoutQuery(request.url),
          },
          'access refused',
        );
      }
      return sendAppError(reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path id that is not a number names nothing.
      if (error.validationContext === 'params') return reply.status(404).send({ message: apiMessages.notFound });
      const errors = fieldErrors(
        error.validation.map((issue) => ({
          path: (issue.instancePath ?? '').split('/').filter(Boolean),
          message: issue.message ?? apiMessages.invalidData,
        })),
      );
      request.log.info({ fields: Object.keys(errors), where: error.validationContext }, 'validation failed');
      return sendAppError(reply, invalidInput(errors));
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.status(400).send({ message: apiMessages.malformedJson });
    }
    // A multipart body read outside the shared reader: not multipart, over a limit, or unreadable.
    if (typeof error.code === 'string' && MULTIPART_ERROR_CODES.has(error.code)) {
      return sendAppError(reply, multipartBodyError(error));
    }
    const outage = outsideFailure(error);
    if (outage) {
      // Once per request, by class and code: never the message (a failed query's carries its parameters) nor a stack.
      request.log.warn(
        { event: 'dependency.failed', dependency: outage.dependency, error: errorName(error), code: outage.code },
        outage.log,
      );
      if (outage.retryAfterSeconds) void reply.header('retry-after', String(outage.retryAfterSeconds));
      return reply.status(outage.status).send({ message: outage.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: apiMessages.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    // The error's class and code only: a failed query's message carries its parameters (a password hash, a token).
    request.log.error({ err: describeError(error) }, 'unhandled error');
    return reply.status(500).send({ message: apiMessages.internal });
  });
}
