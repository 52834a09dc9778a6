import { apiMessages } from '@akwaaba/contracts';
import { tooManyRequests } from '../../lib/errors.ts';
import type { FailureCounter, RateLimitRule, RateLimits } from '../../plugins/rate-limit.ts';
import type { Device } from './device-cookie.ts';

type Rules = Pick<RateLimits, 'loginPerAccount' | 'loginPerAccountAndAddress' | 'loginPerDevice'>;

export interface SignInAttempt {
  /** The account tried: its id when it exists, else what was typed (an unknown account is counted alike). */
  userId: number | null;
  typed: string;
  /** The client's address as the per-address limits key it (IPv6 by /64). */
  address: string;
  device: Device | null;
}

/**
 * Failed sign-ins lock an account without locking its owner out (OWASP's device cookie): a browser that
 * signed in to the account before is charged on its own count only, so strangers' failures never lock it;
 * every other attempt is charged to the account and to the account-and-address pair.
 */
export function createSignInLock(failures: FailureCounter, rules: Rules) {
  return {
    /** The counts an attempt is charged to; refuses it with 429 when any of them is full. */
    async charge(attempt: SignInAttempt): Promise<Array<[string, RateLimitRule]>> {
      const account = attempt.userId ? `user:${attempt.userId}` : `login:${attempt.typed}`;
      const counts: Array<[string, RateLimitRule]> =
        attempt.device && attempt.userId !== null && attempt.device.userId === attempt.userId
          ? [[`device:${attempt.device.nonce}`, rules.loginPerDevice]]
          : [
              [`account:${account}`, rules.loginPerAccount],
              [`pair:${account}:${attempt.address}`, rules.loginPerAccountAndAddress],
            ];
      for (const [key, rule] of counts) {
        const wait = await failures.lockedFor(key, rule);
        if (wait !== null) throw tooManyRequests(apiMessages.tooManyRequests, wait);
      }
      return counts;
    },

    async recordFailure(counts: Array<[string, RateLimitRule]>): Promise<void> {
      await Promise.all(counts.map(([key, rule]) => failures.record(key, rule)));
    },
  };
}
