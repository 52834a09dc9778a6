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
import type { Transact, Transaction } from '../../../db/client.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../../db/errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, validationError } from '../../../lib/errors.ts';
import { sha256 } from '../../../lib/secrets.ts';
import type { ActivityService } from '../../notifications/activity.service.ts';
import type { ConsentsService } from '../../privacy/consents.service.ts';
import type { UsersRepository } from '../../users/users.repository.ts';
import type { AuthService } from '../auth.service.ts';
import type { EmailLinks } from '../email/email-links.ts';
import type { EmailService } from '../email/email.service.ts';
import type { EmailTokensRepository } from '../email/email-tokens.repository.ts';
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
  /** The proven owner's claim on an address (email/): an unconfirmed holder gives it up. */
  claimAddressIn: EmailService['claimAddressIn'];
  emailLinks: EmailLinks;
  emailTokensRepository: EmailTokensRepository;
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

  /**
   * The member for the identity (decision 024): the linked one; else the account that holds the provider's verified
   * email confirmed (linked now, and told so with a way to undo it); else a new account with the address confirmed,
   * taken from an account that named it without ever proving it (that one is set aside). An email the provider does
   * not vouch for links nothing and is not kept.
   */
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
      const keeper = verifiedEmail ? await deps.claimAddressIn(tx, verifiedEmail, null) : null;
      if (verifiedEmail && keeper?.emailVerifiedAt) {
        await link(keeper.id);
        await linkedNotice(tx, { id: keeper.id, name: keeper.name, email: verifiedEmail }, provider, label);
        return { userId: keeper.id, outcome: 'linked' as const };
      }
      const user = await usersRepository.create(
        {
          name: memberName(identity, provider),
          // An admin's unconfirmed address is never taken: the new account then starts without an email.
          email: keeper ? null : verifiedEmail,
          emailVerifiedAt: !keeper && verifiedEmail ? clock.now() : null,
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

  /** Never silent: a new way into the account is news to its owner (in the feed, and mailed with its undo). */
  async function linkedNotice(
    tx: Transaction,
    member: { id: number; name: string; email: string },
    provider: SocialProvider,
    label: string,
  ): Promise<void> {
    await deps.activityService.inform(
      tx,
      member.id,
      'account.social_linked',
      `Your ${label} account was linked to your Akwaaba account and can now sign you in.`,
      '/profile',
    );
    await deps.emailLinks.sendLinkedNotice(tx, member, { name: provider, label });
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

    /** The undo link of the linked notice: the provider no longer signs the member in, and every session ends. */
    async undoLink(token: string): Promise<void> {
      const invalid = validationError('token', authMessages.socialLinkUndoInvalid);
      const undo = await deps.emailTokensRepository.findLive(sha256(token), clock.now());
      if (!undo || undo.purpose !== 'undo_link' || !undo.provider) throw invalid;
      const provider = undo.provider;
      await deps.transact(async (tx) => {
        if (!(await deps.emailTokensRepository.use(tx, undo.id, clock.now()))) throw invalid;
        await socialRepository.unlink(undo.userId, provider, tx);
        await deps.authService.revokeSessions(undo.userId, undefined, tx);
        const label = PROVIDER_LABELS[provider as SocialProvider] ?? provider;
        await deps.activityService.record(
          tx,
          undo.userId,
          'account.social_unlinked',
          `${label} no longer signs you in: you undid the link from its email. Every session was signed out.`,
          '/profile',
        );
      });
    },

    /** Download my data: the providers the member signs in with, by name. */
    async exportFor({ id }: { id: number }) {
      const providers = await socialRepository.providersOf(id);
      return { data: { social_accounts: providers.map((provider) => ({ provider })) } };
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
