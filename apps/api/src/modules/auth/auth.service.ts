import {
  authMessages,
  moderationMessages,
  PASSWORD_RESET_TTL_MINUTES,
  SOCIAL_CODE_TTL_SECONDS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_SECONDS,
  type CountryCode,
  type CurrentUser,
  type RegisterCommand,
} from '@akwaaba/contracts';
import type { Executor, Transact, Transaction } from '../../db/client.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { addDays, addMinutes, type Clock } from '../../lib/clock.ts';
import { AppError, tooManyRequests, validationError } from '../../lib/errors.ts';
import { composeMail } from '../../lib/mail-templates.ts';
import { isCommonPassword, type PasswordHasher } from '../../lib/passwords.ts';
import { loginPhoneToE164, toE164 } from '../../lib/phone.ts';
import { randomDigits, randomToken, sameSecret, sha256 } from '../../lib/secrets.ts';
import type { ActivityService } from '../notifications/activity.service.ts';
import type { ConsentsService } from '../privacy/consents.service.ts';
import { toCurrentUser } from '../users/users.mappers.ts';
import type { UsersRepository, UserWithProfile } from '../users/users.repository.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { EmailLinks } from './email/email-links.ts';

/** Idle expiry 30 days with 'remember me', 1 day without; an absolute lifetime on top (ASVS 7.3). */
const TOKEN_LIFETIME = {
  remember: { idleDays: 30, absoluteDays: 90 },
  session: { idleDays: 1, absoluteDays: 7 },
} as const;
const PASSWORD_RESET_JOB = 'password_reset.requested';
/** last_used_at is written at most this often, so reads do not each cost a write. */
const TOUCH_AFTER_MS = 5 * 60_000;
/** The member's last_active_at (the dormant-account clock) is written at most daily: see usersRepository.markActive. */
const ACTIVE_AFTER_MS = 24 * 60 * 60_000;

export interface AuthSession {
  token: string;
  user: CurrentUser;
}

/** How long a fresh sign-in stands in for the password of a member who has none. */
const RECENT_SIGN_IN_MINUTES = 10;

export interface Authenticated {
  user: UserWithProfile;
  tokenId: number;
  remember: boolean;
  /** When this session began: a recent sign-in confirms a member who has no password. */
  signedInAt: Date;
}

interface Deps {
  authRepository: AuthRepository;
  usersRepository: UsersRepository;
  activityService: ActivityService;
  consentsService: ConsentsService;
  outbox: OutboxService;
  /** The confirmation link a sign-up's email is sent (email/). */
  emailLinks: EmailLinks;
  transact: Transact;
  clock: Clock;
  passwords: PasswordHasher;
  publicUrl: string;
  /** Runs in the transaction that proves a member's number (guest RSVPs made with it become theirs). */
  onPhoneProved?: (tx: Transaction, userId: number, phone: string) => Promise<void>;
}

export function createAuthService(deps: Deps) {
  const { authRepository, usersRepository, activityService, clock, passwords } = deps;

  async function refuseCommonPassword(password: string, field = 'password'): Promise<void> {
    if (await isCommonPassword(password)) throw validationError(field, authMessages.passwordCommon);
  }

  async function issueToken(userId: number, remember: boolean, executor?: Executor): Promise<string> {
    const token = randomToken();
    const lifetime = remember ? TOKEN_LIFETIME.remember : TOKEN_LIFETIME.session;
    // Idle and absolute expiry are measured on the service's clock, so the times start on it too.
    const now = clock.now();
    await authRepository.insertToken(
      {
        userId,
        tokenHash: sha256(token),
        remember,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: addDays(now, lifetime.absoluteDays),
      },
      executor,
    );
    // Every sign-in (password, phone code, provider) opens a session here: it counts as activity.
    await usersRepository.markActive(userId, now, executor);
    return token;
  }

  /** The member's own record as every sign-in and the profile answer it, consents included. */
  async function currentUser(userId: number): Promise<CurrentUser> {
    const [user, consents] = await Promise.all([
      usersRepository.findById(userId),
      deps.consentsService.summary(userId),
    ]);
    return toCurrentUser(user!, consents);
  }

  async function session(userId: number, remember: boolean): Promise<AuthSession> {
    const token = await issueToken(userId, remember);
    return { token, user: await currentUser(userId) };
  }

  async function checkPassword(user: UserWithProfile, password: string, field: string): Promise<void> {
    if (!(await passwords.verify(user.passwordHash, password))) {
      throw validationError(field, authMessages.currentPasswordWrong);
    }
  }

  /** A suspended member's right password, code or provider opens no session: 403 with the contract's message. */
  function refuseSuspended(user: { suspendedAt: Date | null }): void {
    if (user.suspendedAt) throw new AppError('auth.suspended', 403, moderationMessages.suspended);
  }

  function phoneOrFail(digits: string, countryCode: CountryCode): string {
    const phone = toE164(digits, countryCode);
    if (!phone) throw validationError('phone', authMessages.phoneInvalid);
    return phone;
  }

  /**
   * A new code for the number, and the SMS that carries it, in the caller's transaction. The SMS is queued, not sent
   * (docs/rules/security-and-reliability.md): the member is told 'Verification code sent.' when it is queued, because
   * the outbox owns delivery and its retries. What is refused at once — a number that is no number — answers the spec's
   * phone message before anything is queued; a request that fails outright reaches the member as 'Failed to send
   * verification'. The code verifies the account it was sent for, `userId`, whichever other sign-ups name the number
   * (decision 019).
   */
  async function sendPhoneCode(tx: Executor, phone: string, userId: number): Promise<void> {
    const now = clock.now();
    const code = randomDigits(VERIFICATION_CODE_LENGTH);
    const expiresAt = addMinutes(now, VERIFICATION_CODE_TTL_MINUTES);
    await authRepository.insertPhoneVerification(
      { phone, userId, codeHash: sha256(code), createdAt: now, expiresAt },
      tx,
    );
    // A code that no longer works is not sent late (the provider down past its lifetime).
    await deps.outbox.sms(
      tx,
      phone,
      `Your Akwaaba verification code is ${code}. It expires in ${VERIFICATION_CODE_TTL_MINUTES} minutes.`,
      { expiresAt },
    );
  }

  /** Behind forgot-password: run by the outbox worker, so the request does the same work for every address. */
  deps.outbox.defineJob(PASSWORD_RESET_JOB, async (payload, tx) => {
    const email = String(payload.email);
    // Inside a transaction every statement goes through it (PGlite has one connection).
    const user = await usersRepository.contactByEmail(email, tx);
    if (!user) return;
    const token = randomToken();
    const expiresAt = addMinutes(clock.now(), PASSWORD_RESET_TTL_MINUTES);
    await authRepository.insertPasswordReset({ userId: user.id, tokenHash: sha256(token), expiresAt }, tx);
    // The link is built from PUBLIC_URL, never from the request's Host header.
    await deps.outbox.mail(
      tx,
      composeMail(
        {
          to: email,
          subject: 'Reset your Akwaaba password',
          greeting: `Hello ${user.name},`,
          paragraphs: [
            'Someone (hopefully you) asked to reset the password of your Akwaaba account.',
            `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new password.`,
            'If you did not ask for this, you can ignore this email: your password stays as it is.',
          ],
          action: { label: 'Choose a new password', path: `/reset-password?token=${encodeURIComponent(token)}` },
          footer:
            'You received this email because a password reset was asked for the Akwaaba account with this address.',
        },
        deps.publicUrl,
      ),
      // Nor is a link that no longer works.
      { expiresAt },
    );
  });

  return {
    issueToken,
    session,
    currentUser,

    async register(command: RegisterCommand): Promise<AuthSession | { user: CurrentUser; verificationRequired: true }> {
      const email = command.email;
      const phone = command.phone && command.country_code ? phoneOrFail(command.phone, command.country_code) : null;
      if (email && (await usersRepository.emailTaken(email))) throw validationError('email', authMessages.emailTaken);
      if (phone && (await usersRepository.phoneTaken(phone))) throw validationError('phone', authMessages.phoneTaken);
      await refuseCommonPassword(command.password);

      const isBusiness = command.user_type === 'business';
      const passwordHash = await passwords.hash(command.password);
      let userId: number;
      try {
        // The account, its first activity and the SMS with its code: all of it, or none.
        userId = await deps.transact(async (tx) => {
          const user = await usersRepository.create(
            {
              name: command.name,
              email,
              phone,
              passwordHash,
              userType: command.user_type,
              businessName: isBusiness ? (command.business_name ?? null) : null,
              businessRegistrationNumber: isBusiness ? command.business_registration_number || null : null,
              businessDescription: isBusiness ? command.business_description || null : null,
              businessCategory: isBusiness ? (command.business_category ?? null) : null,
              termsAcceptedAt: command.terms_accepted ? clock.now() : null,
            },
            tx,
          );
          await activityService.record(
            tx,
            user.id,
            'account.created',
            'Welcome to Akwaaba! Your account was created.',
            '/profile',
          );
          // The terms and privacy notice accepted, by version (POPIA), with the account or not at all.
          await deps.consentsService.recordSignUp(tx, user.id, 'registration');
          if (phone) await sendPhoneCode(tx, phone, user.id);
          // The member lands signed in at once (the spec), but the address is trusted only once its link is opened.
          if (email) await deps.emailLinks.sendConfirmation(tx, user, email, 'confirm');
          return user.id;
        });
      } catch (error) {
        // Two registrations raced past the checks above; the unique index decided.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
          throw email
            ? validationError('email', authMessages.emailTaken)
            : validationError('phone', authMessages.phoneTaken);
        }
        throw error;
      }

      if (phone) {
        return { user: await currentUser(userId), verificationRequired: true };
      }
      return session(userId, true);
    },

    /**
     * Sends a code only to a number that has an account still waiting for verification,
     * but answers alike for every number, so the endpoint tells nobody who is registered.
     */
    async sendVerification(digits: string, countryCode: CountryCode): Promise<void> {
      const phone = phoneOrFail(digits, countryCode);
      const now = clock.now();
      const latest = await authRepository.latestPhoneVerification(phone);
      if (latest) {
        const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
        if (waited < VERIFICATION_RESEND_SECONDS) {
          throw tooManyRequests(authMessages.verificationResendWait, VERIFICATION_RESEND_SECONDS - waited);
        }
      }
      // The verified holder if there is one (nothing to send), else the newest sign-up naming the number.
      const user = await usersRepository.findByPhone(phone);
      if (!user || user.phoneVerifiedAt) {
        // Nothing is sent, but the request is recorded as a send (a code nobody holds), so asking
        // again within the wait answers alike for registered and unknown numbers.
        await authRepository.insertPhoneVerification({
          phone,
          userId: null,
          codeHash: sha256(randomToken()),
          createdAt: now,
          expiresAt: addMinutes(now, VERIFICATION_CODE_TTL_MINUTES),
        });
        return;
      }
      await deps.transact((tx) => sendPhoneCode(tx, phone, user.id));
    },

    async verifyPhone(digits: string, countryCode: CountryCode, code: string): Promise<AuthSession> {
      const phone = phoneOrFail(digits, countryCode);
      const now = clock.now();
      const invalid = validationError('verification_code', authMessages.verificationCodeInvalid);
      const verification = await authRepository.latestPhoneVerification(phone);
      if (!verification || verification.consumedAt || verification.expiresAt <= now) throw invalid;
      const tooMany = validationError('verification_code', authMessages.verificationTooManyAttempts);
      // Every try is counted before the comparison, so parallel guesses cannot outrun the limit.
      const attempts = await authRepository.takePhoneVerificationAttempt(verification.id, VERIFICATION_MAX_ATTEMPTS);
      if (attempts === null) throw tooMany;
      if (!sameSecret(verification.codeHash, sha256(code))) {
        throw attempts >= VERIFICATION_MAX_ATTEMPTS ? tooMany : invalid;
      }
      // The account the code was sent for, as long as it still names the number.
      const user = verification.userId === null ? null : await usersRepository.findById(verification.userId);
      if (!user || user.phone !== phone) throw invalid;
      refuseSuspended(user);
      // The code is used, the number verified, released by every other sign-up naming it, and the session
      // opened together, or none of it.
      let token: string | null;
      try {
        token = await deps.transact(async (tx) => {
          if (!(await authRepository.consumePhoneVerification(verification.id, now, tx))) return null;
          if (!user.phoneVerifiedAt) {
            await usersRepository.releasePhone(phone, user.id, tx);
            await usersRepository.update(user.id, { phoneVerifiedAt: now }, tx);
          }
          await deps.onPhoneProved?.(tx, user.id, phone);
          return issueToken(user.id, true, tx);
        });
      } catch (error) {
        // Another account proved the number meanwhile: it keeps it, and nothing here changed.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw invalid;
        throw error;
      }
      if (token === null) throw invalid;
      return { token, user: await currentUser(user.id) };
    },

    async login(
      input: {
        email: string | null;
        phone: { country_code: CountryCode | null; digits: string } | null;
        password: string;
        remember: boolean;
      },
      /** Runs once the account is known (null when none matches), before the password is checked: the sign-in limits. */
      beforePasswordCheck?: (userId: number | null) => Promise<void>,
    ): Promise<AuthSession> {
      const field = input.email ? 'email' : 'phone';
      const phone = input.phone ? loginPhoneToE164(input.phone.digits, input.phone.country_code) : null;
      const user = input.email
        ? await usersRepository.findByEmail(input.email)
        : phone
          ? await usersRepository.findByPhone(phone)
          : null;
      await beforePasswordCheck?.(user?.id ?? null);
      const passwordOk = await passwords.verify(user?.passwordHash ?? null, input.password);
      if (!user || !passwordOk) throw validationError(field, authMessages.invalidCredentials);
      // Told only to whoever knows the password, so the answer says nothing about other people's accounts.
      refuseSuspended(user);
      if (field === 'phone' && !user.phoneVerifiedAt) {
        throw new AppError('auth.phone_not_verified', 403, authMessages.phoneNotVerified);
      }
      return session(user.id, input.remember);
    },

    /** The member behind a bearer token, or null when it is unknown, idle too long or past its lifetime. */
    async authenticate(token: string): Promise<Authenticated | null> {
      if (token.length < 20 || token.length > 200) return null;
      const row = await authRepository.findToken(sha256(token));
      if (!row) return null;
      const now = clock.now();
      const lifetime = row.remember ? TOKEN_LIFETIME.remember : TOKEN_LIFETIME.session;
      if (row.expiresAt <= now || addDays(row.lastUsedAt, lifetime.idleDays) <= now) {
        await authRepository.deleteToken(row.id);
        return null;
      }
      const { user } = row;
      // Suspension deletes the member's tokens; this also refuses one that was being read meanwhile.
      if (user.suspendedAt) return null;
      if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) await authRepository.touchToken(row.id, now);
      if (user.dormancyNoticeAt || now.getTime() - user.lastActiveAt.getTime() > ACTIVE_AFTER_MS)
        await usersRepository.markActive(user.id, now);
      return { user, tokenId: row.id, remember: row.remember, signedInAt: row.createdAt };
    },

    logout: (tokenId: number) => authRepository.deleteToken(tokenId),

    /** Ends every session of a member (password change or reset, account deletion), but the one named. */
    revokeSessions: (userId: number, exceptTokenId?: number, executor?: Executor) =>
      authRepository.deleteTokensOfUser(userId, exceptTokenId, executor),

    /**
     * Answers alike, in the same time, for every address: the request only queues the job; the worker
     * makes the link and mails it when the address has an account.
     */
    async forgotPassword(email: string): Promise<void> {
      await deps.transact((tx) => deps.outbox.enqueue(tx, PASSWORD_RESET_JOB, { email }));
    },

    async resetPassword(token: string, password: string): Promise<void> {
      await refuseCommonPassword(password);
      const passwordHash = await passwords.hash(password);
      const now = clock.now();
      const userId = await deps.transact(async (tx) => {
        const owner = await authRepository.consumePasswordReset(sha256(token), now, tx);
        if (owner === null) return null;
        // The link reached the account's address: that proves the address too.
        await usersRepository.update(owner, { passwordHash, emailVerifiedAt: now }, tx);
        await authRepository.closePasswordResetsOfUser(owner, now, tx);
        await authRepository.deleteTokensOfUser(owner, undefined, tx);
        await activityService.record(tx, owner, 'password.reset', 'Your password was reset.', null);
        return owner;
      });
      if (userId === null) throw validationError('token', authMessages.resetTokenInvalid);
    },

    /** A one-time code for /auth/callback (social sign-in hands this over instead of a token). */
    async issueLoginCode(userId: number): Promise<string> {
      const code = randomToken();
      await authRepository.insertLoginCode({
        userId,
        codeHash: sha256(code),
        expiresAt: new Date(clock.now().getTime() + SOCIAL_CODE_TTL_SECONDS * 1000),
      });
      return code;
    },

    async exchangeLoginCode(code: string): Promise<AuthSession> {
      const opened = await deps.transact(async (tx) => {
        const userId = await authRepository.consumeLoginCode(sha256(code), clock.now(), tx);
        return userId === null ? null : { userId, token: await issueToken(userId, true, tx) };
      });
      if (opened === null) throw validationError('code', authMessages.socialCodeInvalid);
      const member = await usersRepository.findById(opened.userId);
      if (member?.suspendedAt) {
        // Suspended between the provider's answer and this exchange: the session just opened ends at once.
        await authRepository.deleteTokensOfUser(opened.userId);
        refuseSuspended(member);
      }
      return { token: opened.token, user: await currentUser(opened.userId) };
    },

    checkPassword,

    /**
     * Before what a stolen session must not do alone (delete the account, download its data, move its email or
     * phone): the password again, or — for a member who signed up through a provider and has none — a sign-in
     * within the last RECENT_SIGN_IN_MINUTES.
     */
    async confirmIdentity(
      auth: Authenticated,
      password: string | undefined,
      field: string,
      missing: string = authMessages.passwordRequired,
    ): Promise<void> {
      if (auth.user.passwordHash !== null) {
        if (!password) throw validationError(field, missing);
        return checkPassword(auth.user, password, field);
      }
      if (clock.now().getTime() - auth.signedInAt.getTime() > RECENT_SIGN_IN_MINUTES * 60_000) {
        throw new AppError('auth.recent_sign_in_required', 403, authMessages.recentSignInRequired);
      }
    },

    refuseCommonPassword,
    /** Expired secrets go; so do phone sign-ups never verified within a day, freeing their numbers. */
    async purgeExpired(): Promise<void> {
      const now = clock.now();
      await authRepository.purgeExpired(now);
      await usersRepository.deleteUnverifiedPhoneSignups(addDays(now, -1));
    },

    /** Account deletion: the member's codes go with the account; the number's unbound send records go too. */
    async onAccountDeleted(tx: Executor, member: { phone: string | null }): Promise<undefined> {
      if (member.phone) await authRepository.deletePhoneVerifications(tx, member.phone);
      return undefined;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
