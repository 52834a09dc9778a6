import { EMAIL_CONFIRMATION_TTL_HOURS, formatDateTime, SOCIAL_LINK_UNDO_TTL_DAYS } from '@akwaaba/contracts';
import type { Executor } from '../../../db/client.ts';
import { addDays, type Clock } from '../../../lib/clock.ts';
import { composeMail } from '../../../lib/mail-templates.ts';
import { randomToken, sha256 } from '../../../lib/secrets.ts';
import type { OutboxService } from '../../outbox/outbox.service.ts';
import type { EmailTokensRepository } from './email-tokens.repository.ts';

interface Deps {
  emailTokensRepository: EmailTokensRepository;
  outbox: OutboxService;
  clock: Clock;
  publicUrl: string;
}

interface Member {
  id: number;
  name: string;
}

const FOOTER = 'You received this email because this address was given for an Akwaaba account.';

/**
 * The mails that carry a single-use link about an address: the confirmation of a sign-up's or a new address (with
 * 'this was not me', which releases it), and the notice that a provider was linked by the address (with its undo).
 * Each is written in the caller's transaction, with its hashed token, through the outbox.
 */
export function createEmailLinks({ emailTokensRepository, outbox, clock, publicUrl }: Deps) {
  async function newToken(
    tx: Executor,
    values: { userId: number; purpose: 'confirm' | 'change' | 'undo_link'; email: string; provider?: string },
    expiresAt: Date,
  ): Promise<string> {
    const token = randomToken();
    await emailTokensRepository.insert(tx, { ...values, tokenHash: sha256(token), createdAt: clock.now(), expiresAt });
    return token;
  }

  return {
    /**
     * Sends `email` a link that proves it: for the account's own address ('confirm') or one it asked to move to
     * ('change'). The mail says who asked and when, and offers 'this was not me'. Earlier links of the purpose stop.
     */
    async sendConfirmation(tx: Executor, member: Member, email: string, purpose: 'confirm' | 'change'): Promise<void> {
      const now = clock.now();
      await emailTokensRepository.retire(tx, member.id, [purpose], now);
      const expiresAt = new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_HOURS * 3_600_000);
      const token = await newToken(tx, { userId: member.id, purpose, email }, expiresAt);
      const asked = `${formatDateTime(now.toISOString())} (South African time)`;
      const link = `/confirm-email?token=${encodeURIComponent(token)}`;
      await outbox.mail(
        tx,
        composeMail(
          {
            to: email,
            subject: 'Confirm your Akwaaba email address',
            greeting: `Hello ${member.name},`,
            paragraphs: [
              purpose === 'confirm'
                ? `An Akwaaba account named “${member.name}” was created with this email address on ${asked}.`
                : `The Akwaaba account named “${member.name}” asked on ${asked} to use this email address from now on.`,
              `If that was you, confirm the address within ${EMAIL_CONFIRMATION_TTL_HOURS} hours. Until it is confirmed we cannot be sure it is yours: it cannot recover the account, link a Google or Facebook sign-in, or receive our newsletter.`,
            ],
            action: { label: 'Confirm my email address', path: link },
            otherwise: {
              text:
                purpose === 'confirm'
                  ? 'If this was not you, tell us and the address will be taken off that account:'
                  : 'If this was not you, tell us and the address will not be added to that account:',
              label: 'This was not me',
              path: `${link}&not_me=1`,
            },
            footer: FOOTER,
          },
          publicUrl,
        ),
        // A link that no longer works is not sent late.
        { expiresAt },
      );
    },

    /** The member is told a provider can now sign them in, with a link that takes it back and ends every session. */
    async sendLinkedNotice(
      tx: Executor,
      member: Member & { email: string },
      provider: { name: string; label: string },
    ): Promise<void> {
      const token = await newToken(
        tx,
        { userId: member.id, purpose: 'undo_link', email: member.email, provider: provider.name },
        addDays(clock.now(), SOCIAL_LINK_UNDO_TTL_DAYS),
      );
      await outbox.mail(
        tx,
        composeMail(
          {
            to: member.email,
            subject: `${provider.label} can now sign you in to Akwaaba`,
            greeting: `Hello ${member.name},`,
            paragraphs: [
              `Your ${provider.label} account, which vouches for this email address, was linked to your Akwaaba account on ${formatDateTime(clock.now().toISOString())} (South African time) and can now sign you in.`,
              `If this was not you, undo it within ${SOCIAL_LINK_UNDO_TTL_DAYS} days: ${provider.label} will no longer sign you in and every session of your account ends. Then change your password.`,
            ],
            action: {
              label: `Undo: stop ${provider.label} signing me in`,
              path: `/undo-link?token=${encodeURIComponent(token)}`,
            },
            footer: FOOTER,
          },
          publicUrl,
        ),
      );
    },
  };
}
export type EmailLinks = ReturnType<typeof createEmailLinks>;
