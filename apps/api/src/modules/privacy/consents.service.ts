import {
  AGE_CONFIRMATION_VERSION,
  MARKETING_CONSENT_VERSION,
  PRIVACY_VERSION,
  privacyMessages,
  TERMS_VERSION,
  UNSUBSCRIBE_CATEGORY_LABELS,
  type ConsentChannel,
  type ConsentSummary,
  type UnsubscribeCategory,
  type UnsubscribeTarget,
} from '@akwaaba/contracts';
import type { Executor, Transact } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ConsentsRepository } from './consents.repository.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

interface Deps {
  consentsRepository: ConsentsRepository;
  usersRepository: UsersRepository;
  unsubscribeLinks: UnsubscribeLinks;
  transact: Transact;
  clock: Clock;
}

const invalidLink = () => new AppError('privacy.unsubscribe_invalid', 404, privacyMessages.unsubscribeInvalid);

/**
 * Consent as POPIA asks for it: what each member agreed to, which version, when and how, and when they withdrew
 * (a grant is a row; withdrawing stamps it, so the history stays). The notification flags on `users` are what the
 * senders read; the marketing flag and its open grant change together, in the caller's transaction.
 */
export function createConsentsService({
  consentsRepository,
  usersRepository,
  unsubscribeLinks,
  transact,
  clock,
}: Deps) {
  function targetOf(token: string) {
    const target = unsubscribeLinks.verify(token);
    if (!target) throw invalidLink();
    return target;
  }

  return {
    /**
     * The terms and the privacy notice accepted, and 'I am 18 or older' confirmed, with a new account, in its
     * transaction (the contract refuses a sign-up or an account-type choice without both boxes ticked).
     */
    async recordSignUp(tx: Executor, userId: number, via: Extract<ConsentChannel, 'registration' | 'social_sign_up'>) {
      const grantedAt = clock.now();
      await consentsRepository.insert(tx, [
        { userId, purpose: 'terms', version: TERMS_VERSION, grantedAt, grantedVia: via },
        { userId, purpose: 'privacy', version: PRIVACY_VERSION, grantedAt, grantedVia: via },
        { userId, purpose: 'age', version: AGE_CONFIRMATION_VERSION, grantedAt, grantedVia: via },
      ]);
    },

    /**
     * The marketing setting turned on (a grant of the current version) or off (the open grant withdrawn), in the
     * transaction that saves the flag. Called only when the setting changes.
     */
    async setMarketing(tx: Executor, userId: number, on: boolean, via: ConsentChannel): Promise<void> {
      const now = clock.now();
      if (on) {
        await consentsRepository.insert(tx, [
          { userId, purpose: 'marketing', version: MARKETING_CONSENT_VERSION, grantedAt: now, grantedVia: via },
        ]);
      } else {
        await consentsRepository.withdraw(tx, userId, 'marketing', now, via);
      }
    },

    /** The Account tab's line: versions accepted and the marketing opt-in's time. */
    async summary(userId: number, executor?: Executor): Promise<ConsentSummary> {
      const latest = new Map((await consentsRepository.latestOf(userId, executor)).map((row) => [row.purpose, row]));
      const terms = latest.get('terms');
      const marketing = latest.get('marketing');
      return {
        terms_version: terms?.version ?? null,
        terms_accepted_at: terms?.grantedAt.toISOString() ?? null,
        privacy_version: latest.get('privacy')?.version ?? null,
        marketing_granted_at: marketing && !marketing.withdrawnAt ? marketing.grantedAt.toISOString() : null,
      };
    },

    /** The token of a member's unsubscribe link for one kind of mail (bulk mail makes its own in SQL). */
    unsubscribeLinkToken: (userId: number, category: UnsubscribeCategory) => unsubscribeLinks.token(userId, category),

    /** Every consent row of the member (Download my data). */
    history: (userId: number) => consentsRepository.allOf(userId),

    /** What an unsubscribe link is for, changing nothing (the page shows it before the member clicks). */
    async unsubscribeTarget(token: string): Promise<UnsubscribeTarget> {
      const target = targetOf(token);
      if (!(await usersRepository.findById(target.userId))) throw invalidLink();
      return { category: target.category, label: UNSUBSCRIBE_CATEGORY_LABELS[target.category] };
    },

    /**
     * Turns off what the link names, without signing in; asking again changes nothing more. Marketing withdraws
     * the consent (via 'unsubscribe') with the flag; new-event mail and the weekly digest are settings only.
     */
    async unsubscribe(token: string): Promise<UnsubscribeTarget> {
      const { userId, category } = targetOf(token);
      const user = await usersRepository.findById(userId);
      if (!user) throw invalidLink();
      await transact(async (tx) => {
        if (category === 'marketing') {
          await consentsRepository.withdraw(tx, userId, 'marketing', clock.now(), 'unsubscribe');
          if (user.notifyMarketing) await usersRepository.update(userId, { notifyMarketing: false }, tx);
        } else if (category === 'weekly_digest') {
          if (user.notifyWeeklyDigest) await usersRepository.update(userId, { notifyWeeklyDigest: false }, tx);
        } else if (user.notifyNewEvents) {
          await usersRepository.update(userId, { notifyNewEvents: false }, tx);
        }
      });
      return { category, label: UNSUBSCRIBE_CATEGORY_LABELS[category] };
    },
  };
}
export type ConsentsService = ReturnType<typeof createConsentsService>;
