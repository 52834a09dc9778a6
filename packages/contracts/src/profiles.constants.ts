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
  /** What account deletion removes and keeps (decision 025); the privacy notice says the same. */
  deleteAccountSummary:
    'Deleting your account removes your profile and everything you posted: your events, business listings, job ' +
    'adverts, reviews (their stars leave the ratings too), RSVPs, pledges, follows, job applications with their CVs, and ' +
    'your messages to us. This cannot be undone.',
  deleteAccountKept:
    'Reports you sent to our moderators stay, without your name, so that the content they concern can still be judged. ' +
    'A pledge a family already recorded as received stays in their ledger as money from a former member.',
  deleteAccountHeading: 'Delete your account permanently?',
  deleteAccountConfirm: 'I understand that my account and everything I posted will be deleted for good.',
  deleteAccountFailed: 'Your account could not be deleted. Please try again.',
  /** Where the member lands after deleting their account (the home page). */
  accountDeletedNotice:
    'Your account and everything you posted have been deleted, and you are signed out on every device. ' +
    'Thank you for being part of Akwaaba.',
  verificationRequested: 'Verification requested. An admin will review your business details.',
  verificationNeedsRegistration: 'Add your business registration number before requesting verification.',
  /** Profiles show a place, never where someone lives. */
  locationNotAddress: 'Enter your city or suburb, not a street address.',
} as const;
