import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Vouches count in a listing's relevance (decision 032): gently and less for each more, ln(1 + n) / 20 (about +0.15
 * at 20 vouches): a listing people vouch for comes before an equal or nearly equal match, not a clearly better one.
 */
export const vouchedRelevance = (relevance: SQL, vouchesCount: SQLWrapper) =>
  sql`(${relevance} + ln(1 + ${vouchesCount}) / 20)`;
