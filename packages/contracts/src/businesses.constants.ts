import { groupThousands } from './common/money.ts';
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const REVIEW_RATING_MIN = 1;

export const REVIEW_RATING_MAX = 5;

/** The review form starts at five stars (docs/rules/formats-and-defaults.md). */
export const REVIEW_DEFAULT_RATING = 5;

export const REVIEW_COMMENT_MAX = 2000;

/** The detail page carries the newest reviews; older ones are paged from the reviews call. */
export const DETAIL_REVIEWS = 10;

/** The directory's orders: by name (the default) or newest listings first. */
export const BUSINESS_SORTS = ['name', 'newest'] as const;
export type BusinessSort = (typeof BUSINESS_SORTS)[number];

/** The business texts: the spec's, then ours (docs/rules/messages.md). */
/** The 'Ghanaian-owned' mark: an owner asks for it, an admin confirms it (decision 032). */
export const GHANAIAN_OWNED_STATES = ['none', 'requested', 'confirmed'] as const;
export type GhanaianOwnedState = (typeof GHANAIAN_OWNED_STATES)[number];

/** A vouch's note: a few words, one line. */
export const VOUCH_NOTE_MIN = 10;
export const VOUCH_NOTE_MAX = 280;
/** The newest vouches a listing's page shows. */
export const DETAIL_VOUCHES = 3;

export const businessMessages = {
  nameRequired: 'Business name is required',
  nameMin: 'Business name must be at least 2 characters',
  descriptionRequired: 'Business description is required',
  categoryRequired: 'Please select a category',
  categoryInvalid: 'Please select a category from the list',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  websiteInvalid: 'Please enter a valid URL',
  addressRequired: 'Please select a valid address from the suggestions.',
  // Successes and failures
  categoriesFailed: 'Failed to load business categories.',
  createFailed: 'Failed to create business. Please check the form and try again.',
  created: 'Business created successfully!',
  myBusinessesFailed: 'Failed to fetch your businesses. Please try again later.',
  deleteFailed: 'Failed to delete business.',
  deleteConfirm: 'Are you sure you want to delete this business? This is permanent.',
  fetchPendingFailed: 'Failed to fetch pending businesses.',
  approveFailed: 'Failed to approve business. Please try again.',
  fetchBusinessesFailed: 'Failed to fetch businesses',
  fetchBusinessFailed: 'Failed to fetch business',
  // Screens
  heading: 'Business Directory',
  listBusiness: 'List Business',
  listFirstBusiness: 'List the First Business',
  searchBusinesses: 'Search Businesses',
  clearFilters: 'Clear Filters',
  verifiedOnly: 'Verified only',
  noBusinesses: 'No businesses found',
  viewDetails: 'View Details',
  backToDirectory: 'Back to Business Directory',
  notFound: 'Business not found',
  visitWebsite: 'Visit Website',
  closed: 'Closed',
  hoursNotSpecified: 'Hours not specified',
  formTitle: 'Create a Business Listing',
  editTitle: 'Edit Business Listing',
  creating: 'Creating...',
  saving: 'Saving...',
  addBusiness: 'Add Business',
  noMyBusinesses: 'You have not created any business listings yet.',
  noPendingBusinesses: 'There are no businesses currently awaiting approval.',
  pendingHeading: 'Pending Business Approvals',
  // ours
  onlyBusinessesCreate: 'Only business accounts can list businesses.',
  updated: 'Business updated successfully!',
  updateFailed: 'Failed to update business.',
  deleted: 'Business deleted.',
  submittedForApproval: 'Your business was submitted and will be listed once an admin approves it.',
  changesAwaitReview: 'Your changes were saved and will be listed once an admin approves them.',
  awaitingReview: 'Awaiting review',
  approved: 'Business approved.',
  rejected: 'Business rejected.',
  rejectFailed: 'Failed to reject business. Please try again.',
  verified: 'Business marked as verified.',
  unverified: 'Verified badge removed.',
  verifyFailed: 'Failed to change the verified badge. Please try again.',
  markVerified: 'Mark as Verified',
  removeVerifiedBadge: 'Remove Verified Badge',
  followed: 'You are now following this business.',
  unfollowed: 'You no longer follow this business.',
  follow: 'Follow',
  following: 'Following',
  unfollow: 'Unfollow',
  followFailed: 'Failed to update follow. Please try again.',
  followingHeading: 'Businesses You Follow',
  noFollowing: 'You are not following any businesses yet.',
  followingFailed: 'Failed to fetch the businesses you follow.',
  cannotFollowOwn: 'You cannot follow your own business.',
  // vouching: a confirmed member who has used a business says so, once, in a few words
  vouchesHeading: 'Vouched for by the community',
  vouchCount: (count: number) =>
    count === 1 ? 'Vouched for by 1 member' : `Vouched for by ${groupThousands(count)} members`,
  noVouches: 'Nobody has vouched for this business yet.',
  vouchPrompt: 'Have you used this business? Say so in a few words, once.',
  vouchNoteLabel: 'How do you know this business?',
  vouchNoteRequired: 'Please say in a few words how you know this business',
  vouchNoteMin: 'Please write at least 10 characters',
  vouch: 'Vouch for this business',
  vouched: 'Thank you: your word now shows on this business.',
  youVouched: 'You vouched for this business.',
  withdrawVouch: 'Withdraw my vouch',
  unvouched: 'Your vouch was withdrawn.',
  vouchFailed: 'Failed to save your vouch. Please try again.',
  alreadyVouched: 'You have already vouched for this business.',
  cannotVouchOwn: 'You cannot vouch for your own business.',
  confirmToVouch: 'Confirm your email address or phone number to vouch for a business.',
  signInToVouch: 'Sign in to vouch',
  // the Ghanaian-owned mark
  ghanaianOwned: 'Ghanaian-owned',
  applyGhanaianOwned: 'Apply for the Ghanaian-owned mark',
  ghanaianOwnedApplied: 'Thank you. An admin will check and confirm the Ghanaian-owned mark.',
  ghanaianOwnedRequested: 'Ghanaian-owned mark requested: an admin will confirm it.',
  ghanaianOwnedAlready: 'This business already has the Ghanaian-owned mark or has asked for it.',
  confirmGhanaianOwned: 'Confirm Ghanaian-owned',
  removeGhanaianOwned: 'Remove Ghanaian-owned mark',
  declineGhanaianOwned: 'Decline the request',
  ghanaianOwnedConfirmed: 'Ghanaian-owned mark confirmed.',
  ghanaianOwnedRemoved: 'Ghanaian-owned mark removed.',
  ghanaianOwnedFailed: 'Failed to change the Ghanaian-owned mark. Please try again.',
  ghanaianOwnedRequestsHeading: 'Asking for the Ghanaian-owned mark',
  noGhanaianOwnedRequests: 'No business is asking for the Ghanaian-owned mark.',
  mapUnavailable: 'The map could not be loaded.',
  showMap: 'Show map',
  // the address: a street line, the suburb or town, the point on the map
  streetLabel: 'Street address',
  streetHint: 'Number and street, e.g. 31 Rockey Street. Leave it empty if customers should not come to you.',
  placeLabel: 'Suburb or town',
  placeHint: 'Choose it from the suggestions; if it is not there, keep what you typed and choose its city.',
  cityFromPlace: 'Filled from the chosen suburb or town.',
  cityForTypedPlace: 'The city your suburb or town belongs to.',
  cityRequired: 'Please select a city',
  pinLabel: 'Where your business is',
  pinHint: 'The pin starts at the suburb or town. Drag it to your door, or focus it and move it with the arrow keys.',
  pinMarker: 'Business location pin: use the arrow keys to move it',
  notAuthorized: 'You are not authorized to edit this business.',
  openingTimeRequired: 'Enter an opening time, or tick Closed.',
  closingTimeRequired: 'Enter a closing time, or tick Closed.',
} as const;

export const reviewMessages = {
  submitted: 'Review submitted successfully!',
  submitFailed: 'Failed to submit review. Please try again.',
  writeReview: 'Write Review',
  formHeading: 'Write a Review',
  listHeading: 'Customer Reviews',
  anonymous: 'Anonymous',
  ratingInvalid: 'Please choose a rating from 1 to 5 stars',
  noReviews: 'No reviews yet. Be the first to review this business.',
  ownBusiness: 'You cannot review your own business.',
  updated: 'Your review was updated.',
  deleted: 'Review deleted.',
  deleteFailed: 'Failed to delete review. Please try again.',
  notFound: 'Review not found',
  replyRequired: 'Reply is required',
  replied: 'Your reply was posted.',
  replyFailed: 'Failed to post the reply. Please try again.',
  alreadyReplied: 'You have already replied to this review.',
  ownerReply: 'Reply from the owner',
  signInToReview: 'Sign in to write a review',
} as const;

export const verificationMessages = {
  heading: 'Verification Requests',
  none: 'There are no verification requests awaiting a decision.',
  fetchFailed: 'Failed to fetch verification requests.',
  granted: 'The account is now a verified business.',
  refused: 'The verification request was refused.',
  decideFailed: 'Failed to answer the verification request. Please try again.',
  notFound: 'That verification request was not found.',
} as const;
