import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages, fieldErrors } from '@akwaaba/contracts';
import { AppError, invalidInput } from '../lib/errors.ts';
import { MULTIPART_ERROR_CODES, multipartBodyError } from '../lib/multipart.ts';
import { describeError, withoutQuery } from '../lib/logger.ts';

/**
 * The one error handler: declared errors keep their status and message, validation
 * answers 422 with field messages, bad JSON 400, and anything unknown a bare 500.
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
