export const profileMessages = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile.',
  smsNeedsPhone: 'Off: SMS updates need a verified phone number. Add or verify yours under Profile Information.',
  verificationNotRequested: 'Not verified yet',
  verificationPending: 'Verification pending',
  confirmWithoutPassword:
    'You signed up with a social account, so no password is asked for. If you signed in more than 10 minutes ago, sign in again first.',
  userIdMissing: 'User ID is missing.',
  fetchUserFailed: 'Failed to fetch user profile. The user may not exist.',
  userNotFound: 'User not found',
  urlInvalid: 'Please enter a valid URL starting with http:// or https://',
  passwordChanged: 'Your password has been changed.',
  accountDeleted: 'Your account has been deleted.',
  verificationRequested: 'Verification requested. An admin will review your business details.',
  verificationNeedsRegistration: 'Add your business registration number before requesting verification.',
  /** Profiles show a place, never where someone lives. */
  locationNotAddress: 'Enter your city or suburb, not a street address.',
} as const;
