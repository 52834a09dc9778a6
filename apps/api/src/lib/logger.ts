import type { FastifyBaseLogger } from 'fastify';

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
