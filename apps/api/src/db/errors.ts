/** PostgreSQL error codes the services answer to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';

/** The SQLSTATE of a failed statement, whether the driver's error arrives bare or wrapped by drizzle. */
export function pgErrorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = typeof cause?.code === 'string' ? cause.code : code;
  return typeof found === 'string' ? found : undefined;
}
