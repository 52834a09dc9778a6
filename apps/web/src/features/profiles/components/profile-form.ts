import { authMessages, updateProfileRequest, type CurrentUser, type UpdateProfileRequest } from '@akwaaba/contracts';

/** What the Profile and Business tabs edit, as the inputs hold it (text, '' for empty). */
export type ProfileFormValues = {
  name: string;
  email: string;
  phone: string;
  current_password: string;
  location: string;
  profession: string;
  bio: string;
  linkedin_url: string;
  twitter_url: string;
  facebook_url: string;
  business_name: string;
  business_category: string;
  business_registration_number: string;
  business_description: string;
};

export const profileFormFields = [
  'name',
  'email',
  'phone',
  'current_password',
  'location',
  'profession',
  'bio',
  'linkedin_url',
  'twitter_url',
  'facebook_url',
  'business_name',
  'business_category',
  'business_registration_number',
  'business_description',
] as const satisfies readonly (keyof ProfileFormValues)[];

export function toFormValues(user: CurrentUser): ProfileFormValues {
  return {
    name: user.name,
    email: user.email ?? '',
    phone: user.phone ?? '',
    current_password: '',
    location: user.profile.location ?? '',
    profession: user.profile.profession ?? '',
    bio: user.profile.bio ?? '',
    linkedin_url: user.profile.linkedin_url ?? '',
    twitter_url: user.profile.twitter_url ?? '',
    facebook_url: user.profile.facebook_url ?? '',
    business_name: user.business_name ?? '',
    business_category: user.business_category ?? '',
    business_registration_number: user.business_registration_number ?? '',
    business_description: user.business_description ?? '',
  };
}

/** Email and phone are how a member signs in and recovers the account: changing them needs the password. */
export function changedContacts(values: Pick<ProfileFormValues, 'email' | 'phone'>, user: CurrentUser) {
  return {
    email: values.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase(),
    phone: values.phone.replace(/[^\d+]/g, '') !== (user.phone ?? ''),
  };
}

/** The contract's rules, plus the current password when email or phone changes. */
export function profileFormSchema(user: CurrentUser) {
  return updateProfileRequest.superRefine((values, ctx) => {
    const changed = changedContacts({ email: values.email ?? '', phone: values.phone ?? '' }, user);
    // A member who signed up through a provider has no password: the API takes a fresh sign-in instead.
    if (user.has_password && (changed.email || changed.phone) && !values.current_password) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: authMessages.currentPasswordRequired });
    }
  });
}

/** The PUT /profile body: email and phone only when changed, fields of the other account type left out. */
export function toUpdateBody(values: ProfileFormValues, user: CurrentUser): UpdateProfileRequest {
  const changed = changedContacts(values, user);
  const isBusiness = user.user_type === 'business';
  return {
    name: values.name,
    location: values.location,
    bio: values.bio,
    linkedin_url: values.linkedin_url,
    twitter_url: values.twitter_url,
    facebook_url: values.facebook_url,
    ...(isBusiness
      ? {
          business_name: values.business_name,
          business_category: values.business_category as UpdateProfileRequest['business_category'],
          business_registration_number: values.business_registration_number,
          business_description: values.business_description,
        }
      : { profession: values.profession }),
    ...(changed.email ? { email: values.email.trim() } : {}),
    ...(changed.phone ? { phone: values.phone } : {}),
    ...(changed.email || changed.phone ? { current_password: values.current_password } : {}),
  };
}
