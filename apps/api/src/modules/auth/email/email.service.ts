import { authMessages, EMAIL_CONFIRMATION_RESEND_SECONDS } from '@akwaaba/contracts';
import type { Executor, Transact, Transaction } from '../../../db/client.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../../db/errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, tooManyRequests, validationError } from '../../../lib/errors.ts';
import { sha256 } from '../../../lib/secrets.ts';
import type { ActivityService } from '../../notifications/activity.service.ts';
import type { UsersRepository } from '../../users/users.repository.ts';
import type { Authenticated } from '../auth.service.ts';
import type { EmailLinks } from './email-links.ts';
import type { EmailTokensRepository } from './email-tokens.repository.ts';

interface Deps {
  emailTokensRepository: EmailTokensRepository;
  emailLinks: EmailLinks;
  usersRepository: UsersRepository;
  activityService: ActivityService;
  /** Suspends an account for an admin to review, its items hidden and its sessions ended (admin members). */
  setAside: (tx: Transaction, userId: number, note: string) => Promise<void>;
  transact: Transact;
  clock: Clock;
}

/** Why an account was set aside, as an admin reads it in the members list. */
export const ADDRESS_CLAIMED_NOTE =
  'Its email address was never confirmed, and the person who proved the address is theirs claimed it.';

/** An account that keeps an address it holds: it proved it, or it is an admin's (never set aside). */
export type AddressKeeper = NonNullable<Awaited<ReturnType<UsersRepository['addressHolderForUpdate']>>>;

/**
 * Confirmed addresses (docs/rules/security-and-reliability.md, decision 024): an email is trusted once proved by a link
 * sent to it, and the person who proves an address gets it — an account that named the address without proving it gives
 * it up and is set aside.
 */
export function createEmailService(deps: Deps) {
  const { emailTokensRepository, usersRepository, clock } = deps;
  const invalidLink = () => validationError('token', authMessages.emailConfirmationInvalid);

  /**
   * The proven owner of `email` claims it: an account that holds it unconfirmed loses it (its sessions end, so its
   * password no longer signs in with the address) and is set aside. Answers the account that keeps the address (it
   * holds it confirmed, or is an admin's), or null when the address is now free for the claimant.
   */
  async function claimAddressIn(
    tx: Transaction,
    email: string,
    claimantId: number | null,
  ): Promise<AddressKeeper | null> {
    const holder = await usersRepository.addressHolderForUpdate(email, tx);
    if (!holder || holder.id === claimantId) return null;
    if (holder.emailVerifiedAt || holder.isAdmin) return holder;
    await usersRepository.update(holder.id, { email: null, emailVerifiedAt: null }, tx);
    await emailTokensRepository.retire(tx, holder.id, ['confirm', 'undo_link'], clock.now());
    await deps.setAside(tx, holder.id, ADDRESS_CLAIMED_NOTE);
    return null;
  }

  /** A live confirmation link by its token, or a 422 naming the token. */
  async function liveLink(token: string, purposes: Array<'confirm' | 'change' | 'undo_link'>) {
    const link = await emailTokensRepository.findLive(sha256(token), clock.now());
    if (!link || !purposes.includes(link.purpose)) throw invalidLink();
    return link;
  }

  return {
    claimAddressIn,

    /** The link of the member's unconfirmed address (or of the new one they asked for), again: once a minute. */
    async resend(auth: Authenticated): Promise<void> {
      const user = auth.user;
      const target = user.pendingEmail
        ? { email: user.pendingEmail, purpose: 'change' as const }
        : user.email && !user.emailVerifiedAt
          ? { email: user.email, purpose: 'confirm' as const }
          : null;
      if (!user.email && !user.pendingEmail) throw validationError('email', authMessages.emailConfirmationNoEmail);
      if (!target) throw new AppError('auth.email_already_confirmed', 409, authMessages.emailAlreadyConfirmed);
      const last = await emailTokensRepository.latestSentAt(user.id, [target.purpose]);
      const waited = last ? (clock.now().getTime() - last.getTime()) / 1000 : Infinity;
      if (waited < EMAIL_CONFIRMATION_RESEND_SECONDS) {
        throw tooManyRequests(authMessages.emailConfirmationResendWait, EMAIL_CONFIRMATION_RESEND_SECONDS - waited);
      }
      await deps.transact((tx) => deps.emailLinks.sendConfirmation(tx, user, target.email, target.purpose));
    },

    /** The member asks to move to a new address: it replaces the old one only when its link is opened. */
    async requestChangeIn(tx: Executor, member: { id: number; name: string }, email: string): Promise<void> {
      await usersRepository.update(member.id, { pendingEmail: email }, tx);
      await deps.emailLinks.sendConfirmation(tx, member, email, 'change');
    },

    /** The link was opened and its button pressed: the address is the member's, proved. */
    async confirm(token: string): Promise<void> {
      const link = await liveLink(token, ['confirm', 'change']);
      const now = clock.now();
      try {
        await deps.transact(async (tx) => {
          if (!(await emailTokensRepository.use(tx, link.id, now))) throw invalidLink();
          const member = await usersRepository.lockById(link.userId, tx);
          if (link.purpose === 'confirm') {
            // The account has moved to another address since the link was sent.
            if (!member || member.email !== link.email) throw invalidLink();
            await usersRepository.update(member.id, { emailVerifiedAt: now }, tx);
            await deps.activityService.record(
              tx,
              member.id,
              'email.confirmed',
              'You confirmed your email address.',
              null,
            );
            return;
          }
          if (!member || member.pendingEmail !== link.email) throw invalidLink();
          if (await claimAddressIn(tx, link.email, member.id)) {
            throw validationError('token', authMessages.emailTaken);
          }
          await usersRepository.update(member.id, { email: link.email, emailVerifiedAt: now, pendingEmail: null }, tx);
          await deps.activityService.record(
            tx,
            member.id,
            'email.changed',
            `Your email address is now ${link.email}.`,
            '/profile',
          );
        });
      } catch (error) {
        // A confirmed account took the address between the claim and the update.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw validationError('token', authMessages.emailTaken);
        throw error;
      }
    },

    /**
     * 'This was not me': a sign-up's address is released from the account that named it (set aside as when a
     * provider proves the address), a change of address is called off. Answers the words for the member.
     */
    async notMe(token: string): Promise<string> {
      const link = await liveLink(token, ['confirm', 'change']);
      const now = clock.now();
      return deps.transact(async (tx) => {
        if (!(await emailTokensRepository.use(tx, link.id, now))) throw invalidLink();
        const member = await usersRepository.lockById(link.userId, tx);
        if (link.purpose === 'change') {
          if (member?.pendingEmail === link.email) {
            await usersRepository.update(member.id, { pendingEmail: null }, tx);
            await emailTokensRepository.retire(tx, member.id, ['change'], now);
          }
          return authMessages.emailChangeCancelled;
        }
        if (member && member.email === link.email && !member.emailVerifiedAt) {
          await claimAddressIn(tx, link.email, null);
        }
        return authMessages.emailReleased;
      });
    },
  };
}
export type EmailService = ReturnType<typeof createEmailService>;
