import { authMessages, profileMessages, type CountryCode, type CurrentUser, type PublicUser } from '@akwaaba/contracts';
import type { z } from 'zod';
import type { updateProfileRequest, changePasswordRequest } from '@akwaaba/contracts';
import type { Transact, Transaction } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden, notFound, validationError } from '../../lib/errors.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { loginPhoneToE164, toE164 } from '../../lib/phone.ts';
import type { ActivityService } from '../notifications/activity.service.ts';
import type { ConsentsService } from '../privacy/consents.service.ts';
import type { Authenticated, AuthService, AuthSession } from '../auth/auth.service.ts';
import type { EmailService } from '../auth/email/email.service.ts';
import { toCurrentUser, toPublicUser } from '../users/users.mappers.ts';
import type { UsersRepository, UserWithProfile } from '../users/users.repository.ts';
import type { NewUserRow } from '../users/users.table.ts';

type UpdateProfile = z.output<typeof updateProfileRequest>;
type ChangePassword = z.output<typeof changePasswordRequest>;

/** Who is leaving, read before their row goes: what other tables may hold of them. */
export interface DeletedMember {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  businessName: string | null;
}

/**
 * What another feature does when an account goes, inside the deletion's transaction (an RSVP given back,
 * counts kept equal to rows, the member's name taken out of others' feeds). It may answer work for after
 * the commit (files to remove).
 */
export type AccountDeletionStep = (
  tx: Transaction,
  userId: number,
  member: DeletedMember,
) => Promise<(() => Promise<void>) | undefined>;

interface Deps {
  usersRepository: UsersRepository;
  /** A new address waits for its confirmation link (auth/email). */
  requestEmailChangeIn: EmailService['requestChangeIn'];
  authService: AuthService;
  activityService: ActivityService;
  consentsService: ConsentsService;
  transact: Transact;
  clock: Clock;
  passwords: PasswordHasher;
  onAccountDeleted: AccountDeletionStep[];
}

/** '+27821234567', or digits with the country code picked beside them. */
function parsePhone(raw: string, countryCode: CountryCode | undefined): string | null {
  if (raw.startsWith('+')) return loginPhoneToE164(raw.slice(1), null);
  return countryCode ? toE164(raw, countryCode) : loginPhoneToE164(raw, null);
}

export function createProfilesService({
  usersRepository,
  requestEmailChangeIn,
  authService,
  activityService,
  consentsService,
  transact,
  clock,
  passwords,
  onAccountDeleted,
}: Deps) {
  const current = (userId: number): Promise<CurrentUser> => authService.currentUser(userId);

  /**
   * The one way an account goes, whoever asks (the member, or the retention of dormant accounts): `claim` names the
   * member inside the transaction (or null: nothing to erase), then every feature's step runs and the row goes.
   * Answers whether an account was erased.
   */
  async function eraseAccount(claim: (tx: Transaction) => Promise<DeletedMember | null>): Promise<boolean> {
    const afterCommit = await transact(async (tx) => {
      const member = await claim(tx);
      if (!member) return null;
      const work: Array<() => Promise<void>> = [];
      for (const step of onAccountDeleted) {
        const later = await step(tx, member.id, member);
        if (later) work.push(later);
      }
      await usersRepository.delete(member.id, tx);
      return work;
    });
    if (!afterCommit) return false;
    for (const work of afterCommit) await work();
    return true;
  }

  return {
    current,

    /** The signed-in member's own record from the row their sign-in read: only the consents are read besides. */
    async own(user: UserWithProfile): Promise<CurrentUser> {
      return toCurrentUser(user, await consentsService.summary(user.id));
    },

    memberCount: () => usersRepository.count(),

    /**
     * A member's public page. Hidden (404, as if there were none) when they turned off 'Show my profile in search
     * and on my public page', moderators hid it, or the member is suspended; the member and admins still see it.
     */
    async publicProfile(id: number, viewer: { id: number; isAdmin: boolean } | null): Promise<PublicUser> {
      const user = await usersRepository.findById(id);
      const hidden = user !== null && (!user.showInSearch || user.hiddenAt !== null || user.suspendedAt !== null);
      if (!user || (hidden && viewer?.id !== user.id && !viewer?.isAdmin)) throw notFound(profileMessages.userNotFound);
      return toPublicUser(user);
    },

    /** Download my data: the member's account, profile and settings as they see them, with a few dates more. */
    async exportFor({ id }: { id: number }) {
      const user = (await usersRepository.findById(id))!;
      return {
        data: {
          account: {
            ...toCurrentUser(user, await consentsService.summary(id)),
            terms_accepted_at: user.termsAcceptedAt,
            // The dormant-account clock (POPIA s14), and a pending erasure notice if there is one.
            last_active_at: user.lastActiveAt,
            dormancy_notice_at: user.dormancyNoticeAt,
            phone_verified_at: user.phoneVerifiedAt,
            updated_at: user.updatedAt,
          },
        },
      };
    },

    /**
     * Saves the member's own profile. Changing the email or phone (the recovery channels) needs the current password,
     * ends the member's other sessions and answers a new token. A new email is only asked for: it replaces the old
     * one when the link sent to it is opened (auth/email), and until then `pending_email` shows it.
     */
    async update(
      auth: Authenticated,
      body: UpdateProfile,
    ): Promise<{ user: CurrentUser; token?: string; emailChangePending?: true }> {
      const user = auth.user;
      const changes: Partial<NewUserRow> = {};

      const email = body.email || null;
      const emailChanged = email !== null && email !== user.email && email !== user.pendingEmail;
      const phone = body.phone ? parsePhone(body.phone, body.country_code) : null;
      if (body.phone && !phone) throw validationError('phone', authMessages.phoneInvalid);
      const phoneChanged = phone !== null && phone !== user.phone;

      if (emailChanged || phoneChanged) {
        await authService.confirmIdentity(
          auth,
          body.current_password,
          'current_password',
          authMessages.currentPasswordRequired,
        );
      }
      if (emailChanged) {
        // An account that holds the address unconfirmed gives way once the member proves it (auth/email).
        if (await usersRepository.emailConfirmedBy(email, user.id)) {
          throw validationError('email', authMessages.emailTaken);
        }
      }
      if (phoneChanged) {
        if (await usersRepository.phoneTaken(phone, user.id)) throw validationError('phone', authMessages.phoneTaken);
        changes.phone = phone;
        // A new number is trusted once its owner has entered the code sent to it.
        changes.phoneVerifiedAt = null;
      }

      if (body.name !== undefined) changes.name = body.name;
      if (body.show_in_search !== undefined) changes.showInSearch = body.show_in_search;
      if (body.notify_new_events !== undefined) changes.notifyNewEvents = body.notify_new_events;
      if (body.notify_sms_updates !== undefined) changes.notifySmsUpdates = body.notify_sms_updates;
      if (body.notify_marketing !== undefined) changes.notifyMarketing = body.notify_marketing;
      if (body.notify_weekly_digest !== undefined) changes.notifyWeeklyDigest = body.notify_weekly_digest;

      if (user.userType === 'business') {
        if (body.business_name !== undefined) {
          if (body.business_name === null) throw validationError('business_name', authMessages.businessNameRequired);
          changes.businessName = body.business_name;
        }
        if (body.business_description !== undefined) changes.businessDescription = body.business_description;
        if (body.business_category !== undefined) changes.businessCategory = body.business_category;
        if (body.business_registration_number !== undefined) {
          changes.businessRegistrationNumber = body.business_registration_number;
        }
        // The badge vouches for a name and a registration number; a new one is checked again.
        const identityChanged =
          (changes.businessName !== undefined && changes.businessName !== user.businessName) ||
          (changes.businessRegistrationNumber !== undefined &&
            changes.businessRegistrationNumber !== user.businessRegistrationNumber);
        if (user.isVerifiedBusiness && identityChanged) {
          changes.isVerifiedBusiness = false;
          changes.verificationRequestedAt = null;
        }
      }

      const token = await transact(async (tx) => {
        await usersRepository.update(user.id, changes, tx);
        // Marketing mail is sent on consent (POPIA): turning it on records a grant, turning it off withdraws it.
        if (changes.notifyMarketing !== undefined && changes.notifyMarketing !== user.notifyMarketing) {
          await consentsService.setMarketing(tx, user.id, changes.notifyMarketing, 'settings');
        }
        await usersRepository.updateProfile(
          user.id,
          {
            ...(body.bio !== undefined && { bio: body.bio }),
            ...(body.location !== undefined && { location: body.location }),
            ...(body.profession !== undefined && { profession: body.profession }),
            ...(body.linkedin_url !== undefined && { linkedinUrl: body.linkedin_url }),
            ...(body.twitter_url !== undefined && { twitterUrl: body.twitter_url }),
            ...(body.facebook_url !== undefined && { facebookUrl: body.facebook_url }),
          },
          tx,
        );
        await activityService.record(tx, user.id, 'profile.updated', 'You updated your profile.', '/profile');
        if (emailChanged) await requestEmailChangeIn(tx, user, email);
        if (!emailChanged && !phoneChanged) return undefined;
        await authService.revokeSessions(user.id, undefined, tx);
        return authService.issueToken(user.id, auth.remember, tx);
      });
      return {
        user: await current(user.id),
        ...(token && { token }),
        ...(emailChanged && { emailChangePending: true as const }),
      };
    },

    async changePassword(auth: Authenticated, body: ChangePassword): Promise<AuthSession> {
      await authService.checkPassword(auth.user, body.current_password, 'current_password');
      await authService.refuseCommonPassword(body.password);
      const passwordHash = await passwords.hash(body.password);
      const token = await transact(async (tx) => {
        await usersRepository.update(auth.user.id, { passwordHash }, tx);
        await authService.revokeSessions(auth.user.id, undefined, tx);
        await activityService.record(tx, auth.user.id, 'password.changed', 'You changed your password.', null);
        return authService.issueToken(auth.user.id, auth.remember, tx);
      });
      return { token, user: await current(auth.user.id) };
    },

    /** Deletes the account and everything that hangs off it; every session ends with it. */
    async deleteAccount(auth: Authenticated, password: string | undefined): Promise<void> {
      await authService.confirmIdentity(auth, password, 'password');
      const { id, name, email, phone, businessName } = auth.user;
      await eraseAccount(async () => ({ id, name, email, phone, businessName }));
    },

    eraseAccount,

    async requestVerification(auth: Authenticated): Promise<CurrentUser> {
      const user = auth.user;
      if (user.userType !== 'business') throw forbidden();
      if (!user.businessRegistrationNumber) {
        throw validationError('business_registration_number', profileMessages.verificationNeedsRegistration);
      }
      if (!user.isVerifiedBusiness && !user.verificationRequestedAt) {
        await transact(async (tx) => {
          await usersRepository.update(user.id, { verificationRequestedAt: clock.now() }, tx);
          await activityService.record(
            tx,
            user.id,
            'verification.requested',
            'You asked for your business to be verified.',
            '/profile',
          );
        });
      }
      return current(user.id);
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
