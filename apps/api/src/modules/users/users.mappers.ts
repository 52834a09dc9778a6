import type { BusinessCategory, ConsentSummary, CurrentUser, PublicUser } from '@akwaaba/contracts';
import type { UserWithProfile } from './users.repository.ts';

/** What anyone may see of a member. */
export function toPublicUser(user: UserWithProfile): PublicUser {
  const profile = user.profile;
  return {
    id: user.id,
    name: user.name,
    user_type: user.userType,
    business_name: user.businessName,
    business_description: user.businessDescription,
    business_category: user.businessCategory as BusinessCategory | null,
    is_verified_business: user.isVerifiedBusiness,
    created_at: user.createdAt.toISOString(),
    profile: {
      bio: profile?.bio ?? null,
      location: profile?.location ?? null,
      profession: profile?.profession ?? null,
      linkedin_url: profile?.linkedinUrl ?? null,
      twitter_url: profile?.twitterUrl ?? null,
      facebook_url: profile?.facebookUrl ?? null,
    },
  };
}

/** The signed-in member's own record, with what they consented to (modules/privacy). */
export function toCurrentUser(user: UserWithProfile, consents: ConsentSummary): CurrentUser {
  return {
    ...toPublicUser(user),
    email: user.email,
    phone: user.phone,
    is_admin: user.isAdmin,
    business_registration_number: user.businessRegistrationNumber,
    phone_verified: user.phoneVerifiedAt !== null,
    email_confirmed: user.email !== null && user.emailVerifiedAt !== null,
    pending_email: user.pendingEmail,
    account_type_chosen: user.accountTypeChosen,
    has_password: user.passwordHash !== null,
    show_in_search: user.showInSearch,
    verification_requested_at: user.verificationRequestedAt?.toISOString() ?? null,
    notifications: {
      notify_new_events: user.notifyNewEvents,
      notify_sms_updates: user.notifySmsUpdates,
      notify_marketing: user.notifyMarketing,
      notify_weekly_digest: user.notifyWeeklyDigest,
    },
    consents,
  };
}
