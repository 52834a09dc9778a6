import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { UNSUBSCRIBE_CATEGORIES, type UnsubscribeCategory } from '@akwaaba/contracts';
import { createSigner } from '../../lib/signed-tokens.ts';

const TOKEN = new RegExp(`^(${UNSUBSCRIBE_CATEGORIES.join('|')})\\.([1-9]\\d{0,9})\\.([A-Za-z0-9_-]{43})$`);

export interface UnsubscribeTarget {
  userId: number;
  category: UnsubscribeCategory;
}

/**
 * The token of a mail's unsubscribe link: `<category>.<user id>.<HMAC-SHA256 of both>`, so a link works without
 * signing in and without a table, and nobody can make one for another member. The key is derived from the
 * server secret (the device cookie's, shared by every instance) for this use alone.
 *
 * Bulk mail is written by one INSERT … SELECT, so the database makes each recipient's token too (`tokenSql`).
 */
export function createUnsubscribeLinks(secret: string, publicUrl: string) {
  const signer = createSigner(secret, 'akwaaba unsubscribe links');
  const base = publicUrl.replace(/\/$/, '');

  return {
    token: (userId: number, category: UnsubscribeCategory) =>
      `${category}.${userId}.${signer.sign(`${category}.${userId}`)}`,

    /** The member and category a token names, or null when it is malformed or its signature is wrong. */
    verify(token: string): UnsubscribeTarget | null {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const category = match[1] as UnsubscribeCategory;
      const userId = Number(match[2]);
      return signer.verify(`${category}.${userId}`, match[3]!) ? { userId, category } : null;
    },

    /** The token for the member in `userId` (a column), computed by the database: equal to `token()`. */
    tokenSql(userId: AnyColumn | SQL, category: UnsubscribeCategory): SQL {
      const message = sql`${category} || '.' || (${userId})::text`;
      return sql`(${message} || '.' || ${signer.signSql(message)})`;
    },

    /** The web page that explains the link and asks for a click (GET never unsubscribes: scanners prefetch). */
    pageUrl: (token: string) => `${base}/unsubscribe?token=${token}`,
    /** Where a mail client's one-click unsubscribe POSTs (RFC 8058). */
    oneClickUrl: (token: string) => `${base}/api/v1/unsubscribe?token=${token}`,
  };
}
export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
