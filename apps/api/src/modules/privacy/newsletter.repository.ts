import { and, count, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mergedMailPayload } from '../../lib/mail-merge.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { users } from '../users/users.table.ts';
import { consents } from './consents.table.ts';

/**
 * Who the newsletter reaches: members with a confirmed email whose marketing setting is on and whose marketing consent
 * is on record and not withdrawn (both, so neither a flag set behind the consent's back nor a stale grant mails
 * anyone); suspended members are left out. The confirmation is the double opt-in (POPIA s69): a consent given with
 * an address nobody proved is recorded as asked and takes effect once the address is confirmed.
 */
const audience = and(
  sql`${users.notifyMarketing}`,
  isNotNull(users.email),
  isNotNull(users.emailVerifiedAt),
  isNull(users.suspendedAt),
  sql`exists (
    select 1 from ${consents}
    where ${consents.userId} = ${users.id} and ${consents.purpose} = 'marketing' and ${consents.withdrawnAt} is null
  )`,
);

export function createNewsletterRepository(db: Database) {
  return {
    async audienceSize(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users).where(audience);
      return row!.value;
    },

    /** One outbox payload per member of the audience, merged from `template` (lib/mail-merge.ts). */
    payloads(
      template: MailMessage,
      fields: { to: string; name: string; token: string },
      token: (userId: AnyColumn) => SQL,
    ): SQL {
      const payload = mergedMailPayload(template, {
        [fields.to]: users.email,
        [fields.name]: users.name,
        [fields.token]: token(users.id),
      });
      return sql`select ${payload} as payload from ${users} where ${audience}`;
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
