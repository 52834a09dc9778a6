import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { UNSUBSCRIBE_CATEGORIES, type UnsubscribeCategory } from '@akwaaba/contracts';

/** SHA-256's block: HMAC pads its key to this many bytes. */
const BLOCK_BYTES = 64;
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
 * Bulk mail is written by one INSERT … SELECT, so the database makes each recipient's token too: `tokenSql`
 * computes the same HMAC with PostgreSQL's sha256() from the key's inner and outer pads (RFC 2104).
 */
export function createUnsubscribeLinks(secret: string, publicUrl: string) {
  const key = createHmac('sha256', secret).update('akwaaba unsubscribe links').digest();
  const pad = (byte: number) => Buffer.alloc(BLOCK_BYTES, 0).map((_, index) => (key[index] ?? 0) ^ byte);
  const innerPad = Buffer.from(pad(0x36)).toString('hex');
  const outerPad = Buffer.from(pad(0x5c)).toString('hex');
  const base = publicUrl.replace(/\/$/, '');

  const mac = (category: UnsubscribeCategory, userId: number) =>
    createHmac('sha256', key).update(`${category}.${userId}`).digest('base64url');

  return {
    token: (userId: number, category: UnsubscribeCategory) => `${category}.${userId}.${mac(category, userId)}`,

    /** The member and category a token names, or null when it is malformed or its signature is wrong. */
    verify(token: string): UnsubscribeTarget | null {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const category = match[1] as UnsubscribeCategory;
      const userId = Number(match[2]);
      const expected = Buffer.from(mac(category, userId));
      const given = Buffer.from(match[3]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, category } : null;
    },

    /** The token for the member in `userId` (a column), computed by the database: equal to `token()`. */
    tokenSql(userId: AnyColumn | SQL, category: UnsubscribeCategory): SQL {
      const message = sql`convert_to(${category} || '.' || (${userId})::text, 'UTF8')`;
      const inner = sql`sha256(decode(${innerPad}, 'hex') || ${message})`;
      const digest = sql`sha256(decode(${outerPad}, 'hex') || ${inner})`;
      return sql`(${category} || '.' || (${userId})::text || '.' || rtrim(translate(encode(${digest}, 'base64'), '+/', '-_'), '='))`;
    },

    /** The web page that explains the link and asks for a click (GET never unsubscribes: scanners prefetch). */
    pageUrl: (token: string) => `${base}/unsubscribe?token=${token}`,
    /** Where a mail client's one-click unsubscribe POSTs (RFC 8058). */
    oneClickUrl: (token: string) => `${base}/api/v1/unsubscribe?token=${token}`,
  };
}
export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
