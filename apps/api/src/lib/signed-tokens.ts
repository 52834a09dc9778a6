import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/** SHA-256's block: HMAC pads its key to this many bytes. */
const BLOCK_BYTES = 64;

/**
 * HMAC-SHA256 signatures for links that work without signing in and without a table (an unsubscribe link, a
 * 'Still coming?' answer), keyed by the server secret (shared by every instance) and derived for one `purpose`
 * alone, so a signature made for one use is worth nothing in another.
 *
 * Bulk mail is written by one INSERT … SELECT, so the database signs each recipient's link too: `signSql` computes
 * the same HMAC with PostgreSQL's sha256() from the key's inner and outer pads (RFC 2104).
 */
export function createSigner(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const pad = (byte: number) => Buffer.alloc(BLOCK_BYTES, 0).map((_, index) => (key[index] ?? 0) ^ byte);
  const innerPad = Buffer.from(pad(0x36)).toString('hex');
  const outerPad = Buffer.from(pad(0x5c)).toString('hex');

  const sign = (message: string) => createHmac('sha256', key).update(message).digest('base64url');

  return {
    /** The signature of `message`, base64url without padding (43 characters). */
    sign,

    /** Whether `signature` is `message`'s, compared in constant time. */
    verify(message: string, signature: string): boolean {
      const expected = Buffer.from(sign(message));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    /** The signature of the text `message` (an SQL expression), computed by the database: equal to `sign()`. */
    signSql(message: SQL): SQL {
      const bytes = sql`convert_to(${message}, 'UTF8')`;
      const inner = sql`sha256(decode(${innerPad}, 'hex') || ${bytes})`;
      const digest = sql`sha256(decode(${outerPad}, 'hex') || ${inner})`;
      return sql`rtrim(translate(encode(${digest}, 'base64'), '+/', '-_'), '=')`;
    },
  };
}
export type Signer = ReturnType<typeof createSigner>;
