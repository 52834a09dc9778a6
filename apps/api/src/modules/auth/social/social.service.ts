import { generateCodeVerifier, generateState } from 'arctic';
import { z } from 'zod';
import {
  authMessages,
  NAME_MIN_LENGTH,
  SOCIAL_PROVIDERS,
  type AccountTypeRequest,
  type CurrentUser,
  type SocialProvider,
} from '@akwaaba/contracts';
import type { Transact } from '../../../db/client.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../../db/errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import type { ActivityService } from '../../activity/activity.service.ts';
import type { ConsentsService } from '../../privacy/consents.service.ts';
import type { UsersRepository } from '../../users/users.repository.ts';
import type { AuthService } from '../auth.service.ts';
import {
  providerErrorCode,
  SOCIAL_FAILED,
  SocialSignInError,
  type SocialIdentity,
  type SocialProviderClient,
} from './social-providers.ts';
import type { SocialRepository } from './social.repository.ts';

/** How long a started sign-in may take at the provider before its state cookie is refused. */
export const SOCIAL_STATE_TTL_SECONDS = 600;

const PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
};

/** What the state cookie carries between the redirect and the callback (signed by the route). */
const pendingSignIn = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  state: z.string().min(1).max(200),
  verifier: z.string().min(1).max(200),
  expires: z.number().int(),
});
export type PendingSignIn = z.infer<typeof pendingSignIn>;

export function parsePendingSignIn(value: string | null): PendingSignIn | null {
  if (!value) return null;
  try {
    const parsed = pendingSignIn.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface SocialSignedIn {
  code: string;
  userId: number;
  outcome: 'signed_in' | 'linked' | 'created';
}

interface Deps {
  providers: readonly SocialProviderClient[];
  socialRepository: SocialRepository;
  usersRepository: UsersRepository;
  authService: AuthService;
  activityService: ActivityService;
  consentsService: ConsentsService;
  transact: Transact;
  clock: Clock;
}

/** The provider's name as a member's name (2–100 characters on one line), else a neutral one. */
function memberName(identity: SocialIdentity, provider: SocialProvider): string {
  const name = (identity.name ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
  return name.length >= NAME_MIN_LENGTH ? name : `${PROVIDER_LABELS[provider]} member`;
}

export function createSocialService(deps: Deps) {
  const { socialRepository, usersRepository, clock } = deps;
  const byName = new Map(deps.providers.map((provider) => [provider.name, provider]));

  /** The member for the identity: the linked one, else the one with the same verified email (linked now), else a new one. */
  async function memberFor(
    provider: SocialProvider,
    identity: SocialIdentity,
  ): Promise<{ userId: number; outcome: SocialSignedIn['outcome'] }> {
    const email = identity.email?.trim().toLowerCase() || null;
    const verifiedEmail = identity.emailVerified && email && z.email().safeParse(email).success ? email : null;
    const label = PROVIDER_LABELS[provider];
    return deps.transact(async (tx) => {
      const linked = await socialRepository.findLinkedUser(provider, identity.providerUserId, tx);
      if (linked !== null) return { userId: linked, outcome: 'signed_in' as const };
      const link = (userId: number) =>
        socialRepository.link({ userId, provider, providerUserId: identity.providerUserId, email }, tx);
      const existing = verifiedEmail ? await usersRepository.contactByEmail(verifiedEmail, tx) : null;
      if (existing) {
        await link(existing.id);
        // Never silent: a new way into the account is news to its owner (unread, and mailed), in case it was not them.
        await deps.activityService.notify(tx, existing.id, {
          type: 'account.social_linked',
          subject: `${label} can now sign you in to Akwaaba`,
          text: `Your ${label} account was linked to your Akwaaba account and can now sign you in. If this was not you, change your password and contact us.`,
          link: '/profile',
        });
        return { userId: existing.id, outcome: 'linked' as const };
      }
      const user = await usersRepository.create(
        {
          name: memberName(identity, provider),
          email: verifiedEmail,
          passwordHash: null,
          userType: 'individual',
          accountTypeChosen: false,
        },
        tx,
      );
      await link(user.id);
      await deps.activityService.record(
        tx,
        user.id,
        'account.created',
        'Welcome to Akwaaba! Your account was created.',
        '/profile',
      );
      return { userId: user.id, outcome: 'created' as const };
    });
  }

  return {
    /** Configured providers, in the spec's order: what /login and /register offer. */
    providerNames: (): SocialProvider[] => deps.providers.map((provider) => provider.name),

    /** The provider's consent address and what the browser must carry back; null for a provider not configured. */
    start(name: string): { url: string; pending: PendingSignIn } | null {
      const provider = byName.get(name as SocialProvider);
      if (!provider) return null;
      const pending: PendingSignIn = {
        provider: provider.name,
        state: generateState(),
        verifier: generateCodeVerifier(),
        expires: clock.now().getTime() + SOCIAL_STATE_TTL_SECONDS * 1000,
      };
      return { url: provider.authorizationUrl(pending.state, pending.verifier).toString(), pending };
    },

    /** The provider's return: checks state, exchanges the code, finds or makes the member, and hands a one-time code. */
    async finish(
      name: string,
      query: { code?: string; state?: string; error?: string; error_description?: string },
      pending: PendingSignIn | null,
    ): Promise<SocialSignedIn> {
      const provider = byName.get(name as SocialProvider);
      if (!provider) throw new SocialSignInError(SOCIAL_FAILED, 'provider not configured');
      if (query.error) throw new SocialSignInError(providerErrorCode(query.error), `provider: ${query.error}`);
      if (!pending) throw new SocialSignInError(SOCIAL_FAILED, 'no sign-in in progress');
      if (pending.provider !== provider.name || !query.state || query.state !== pending.state)
        throw new SocialSignInError(SOCIAL_FAILED, 'state mismatch');
      if (pending.expires <= clock.now().getTime()) throw new SocialSignInError(SOCIAL_FAILED, 'expired');
      if (!query.code) throw new SocialSignInError(SOCIAL_FAILED, 'no code');
      const accessToken = await provider.exchange(query.code, pending.verifier);
      const identity = await provider.identity(accessToken);
      let member: Awaited<ReturnType<typeof memberFor>>;
      try {
        member = await memberFor(provider.name, identity);
      } catch (error) {
        // The same person finishing twice at once: the other attempt linked first, so sign in as its member.
        if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
        member = await memberFor(provider.name, identity);
      }
      return { ...member, code: await deps.authService.issueLoginCode(member.userId) };
    },

    /**
     * A member who signed up through a provider says, once, whether the account is an individual's or a business's,
     * and agrees to the terms and the privacy notice they never saw at the provider (recorded with the choice).
     */
    async chooseAccountType(userId: number, body: AccountTypeRequest): Promise<CurrentUser> {
      const isBusiness = body.user_type === 'business';
      const chosen = await deps.transact(async (tx) => {
        const updated = await socialRepository.chooseAccountType(
          userId,
          {
            userType: body.user_type,
            businessName: isBusiness ? (body.business_name?.trim() ?? null) : null,
            termsAcceptedAt: clock.now(),
          },
          tx,
        );
        if (updated) await deps.consentsService.recordSignUp(tx, userId, 'social_sign_up');
        return updated;
      });
      if (!chosen) throw new AppError('auth.account_type_chosen', 409, authMessages.accountTypeAlreadyChosen);
      return deps.authService.currentUser(userId);
    },

    /** Download my data: the providers the member signs in with, by name. */
    async exportFor({ id }: { id: number }) {
      const providers = await socialRepository.providersOf(id);
      return { data: { social_accounts: providers.map((provider) => ({ provider })) } };
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
