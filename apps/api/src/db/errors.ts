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

/** The error and every `cause` under it (drizzle wraps the driver's error; pg-pool wraps a connection timeout's). */
function* causeChain(error: unknown): Generator<Record<string, unknown>> {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Socket failures on the way to the database: the server is down, restarting, or the network is. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs that say the server, not the statement, failed: class 08 (connection exceptions) by prefix, the
 * shutdowns of a restart (57P01 admin, 57P02 crash, 57P03 cannot connect now), too many connections (53300), and a
 * statement cancelled by statement_timeout (57014): a database too slow to answer in time.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/**
 * node-postgres's own words for a lost or never-made connection (its errors carry no code): a socket that closed
 * under a query or a transaction, a client used after that, and no connection within connectionTimeoutMillis.
 */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
];

/**
 * Whether a failed query failed because the database could not be reached or is restarting, not because of the
 * query: answered 503 with Retry-After (plugins/errors.ts) since trying again shortly can succeed. Answers the code
 * to log (an errno, a SQLSTATE, or 'connection' for node-postgres's uncoded errors), or undefined.
 */
export function databaseUnavailableCode(error: unknown): string | undefined {
  for (const link of causeChain(error)) {
    const { code, message } = link;
    if (typeof code === 'string') {
      if (CONNECTION_ERRNOS.has(code)) return code;
      if (/^[0-9A-Z]{5}$/.test(code) && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code))) return code;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) {
      return 'connection';
    }
  }
  return undefined;
}

/** PostgreSQL's disk_full (an embedded PGlite or a server whose disk filled): a 507 like a full upload disk. */
export const PG_DISK_FULL = '53100';

/** Whether an error, or one it wraps, is a full disk or an exhausted quota: Node's ENOSPC/EDQUOT or SQLSTATE 53100. */
export function isDiskFull(error: unknown): boolean {
  for (const { code } of causeChain(error)) {
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === PG_DISK_FULL) return true;
  }
  return false;
}
