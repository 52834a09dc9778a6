import { DORMANT_ACCOUNT_MONTHS, ERASURE_GRACE_DAYS, formatLongDate } from '@akwaaba/contracts';
import type { Transact, Transaction } from '../../db/client.ts';
import { addDays, type Clock } from '../../lib/clock.ts';
import { composeMail } from '../../lib/mail-templates.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import type { DeletedMember } from '../profiles/profiles.service.ts';
import type { RetentionRepository } from './retention.repository.ts';

/** Notices are cheap (a stamp and a queued mail): up to this many a batch, batches until none is left. */
const NOTICE_BATCH = 200;
/** An erasure runs every feature's deletion step and removes files: this many an hour at most. */
const ERASURE_BATCH = 50;

interface Deps {
  retentionRepository: RetentionRepository;
  outbox: OutboxService;
  transact: Transact;
  clock: Clock;
  publicUrl: string;
  /** profilesService.eraseAccount: the same path as a member deleting their own account. */
  eraseAccount: (claim: (tx: Transaction) => Promise<DeletedMember | null>) => Promise<boolean>;
  /** Guests' names and numbers, some days after their event (docs/decisions/034); answers how many went. */
  forgetGuests?: () => Promise<number>;
}

function monthsBefore(date: Date, months: number): Date {
  const shifted = new Date(date);
  shifted.setUTCMonth(shifted.getUTCMonth() - months);
  return shifted;
}

/**
 * POPIA s14: personal information is kept no longer than needed. A member with no sign-in and no use of a session
 * for DORMANT_ACCOUNT_MONTHS is told (mail, or SMS for a phone-only account) that the account will be erased in
 * ERASURE_GRACE_DAYS unless they sign in; then it is erased exactly as if they had deleted it. Admins never are.
 */
export function createRetentionService(deps: Deps) {
  const { retentionRepository, outbox, transact, clock, publicUrl } = deps;

  async function tell(
    tx: Transaction,
    member: { name: string; email: string | null; phone: string | null },
    on: string,
  ) {
    const since = `${DORMANT_ACCOUNT_MONTHS / 12} years`;
    if (member.email) {
      await outbox.mail(
        tx,
        composeMail(
          {
            to: member.email,
            subject: 'Your Akwaaba account will be deleted unless you sign in',
            greeting: `Hello ${member.name},`,
            paragraphs: [
              `You have not signed in to Akwaaba for ${since}. We keep personal information only while it is needed, so we will delete your account and everything in it on ${on}.`,
              'To keep your account, simply sign in before then. Nothing else is needed.',
              'If you no longer want it, you need not do anything, or you can download your data and delete the account yourself from your profile.',
            ],
            action: { label: 'Sign in to keep my account', path: '/login' },
            footer: `You received this email because the Akwaaba account with this address has not been used for ${since}.`,
          },
          publicUrl,
        ),
      );
    } else if (member.phone) {
      await outbox.sms(
        tx,
        member.phone,
        `Akwaaba: you have not signed in for ${since}. Your account will be deleted on ${on} unless you sign in: ${new URL('/login', publicUrl).toString()}`,
      );
    }
    // An account with neither (a provider that gave no address) cannot be told; it is still erased after the wait.
  }

  return {
    /** One pass of the hourly maintenance: notices first, then the erasures that are due. */
    async run(): Promise<{ noticed: number; erased: number }> {
      const now = clock.now();
      const dormantSince = monthsBefore(now, DORMANT_ACCOUNT_MONTHS);
      const on = formatLongDate(addDays(now, ERASURE_GRACE_DAYS).toISOString());
      let noticed = 0;
      for (;;) {
        // The stamp and its mail commit together: a member is told once, and never stamped untold.
        const batch = await transact(async (tx) => {
          const members = await retentionRepository.stampNotices(tx, dormantSince, now, NOTICE_BATCH);
          for (const member of members) await tell(tx, member, on);
          return members.length;
        });
        noticed += batch;
        if (batch < NOTICE_BATCH) break;
      }

      const noticedBefore = addDays(now, -ERASURE_GRACE_DAYS);
      let erased = 0;
      for (const id of await retentionRepository.erasureDue(noticedBefore, ERASURE_BATCH)) {
        if (await deps.eraseAccount((tx) => retentionRepository.claimForErasure(tx, id, noticedBefore))) erased += 1;
      }
      await deps.forgetGuests?.();
      return { noticed, erased };
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;
