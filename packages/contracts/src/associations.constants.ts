import { groupThousands } from './common/money.ts';

/** What kind of group an association is (decision 035). */
export const ASSOCIATION_KINDS = [
  'hometown',
  'church',
  'alumni',
  'professional',
  'student',
  'cultural',
  'other',
] as const;
export type AssociationKind = (typeof ASSOCIATION_KINDS)[number];

export const ASSOCIATION_KIND_LABELS: Record<AssociationKind, string> = {
  hometown: 'Hometown association',
  church: 'Church or fellowship',
  alumni: 'Alumni or school group',
  professional: 'Professional body',
  student: 'Student union',
  cultural: 'Cultural or traditional group',
  other: 'Other association',
};

/** Ghana's sixteen regions, as the Electoral Commission names them since 2019. */
export const GHANA_REGIONS = [
  'Ahafo',
  'Ashanti',
  'Bono',
  'Bono East',
  'Central',
  'Eastern',
  'Greater Accra',
  'North East',
  'Northern',
  'Oti',
  'Savannah',
  'Upper East',
  'Upper West',
  'Volta',
  'Western',
  'Western North',
] as const;
export type GhanaRegion = (typeof GHANA_REGIONS)[number];

/** Who may join: anyone at once, or members a leader lets in. */
export const ASSOCIATION_MEMBERSHIP = ['open', 'approval'] as const;
export type AssociationMembership = (typeof ASSOCIATION_MEMBERSHIP)[number];

export const ASSOCIATION_MEMBER_STATUSES = ['active', 'pending'] as const;
export type AssociationMemberStatus = (typeof ASSOCIATION_MEMBER_STATUSES)[number];

export const ASSOCIATION_ROLES = ['leader', 'member'] as const;
export type AssociationRole = (typeof ASSOCIATION_ROLES)[number];

/** An association's logo: a picture up to 2 MB and 25 megapixels, re-encoded before it is kept (as a job's logo). */
export const ASSOCIATION_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const ASSOCIATION_LOGO_MAX_PIXELS = 25_000_000;
export const ASSOCIATION_LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A leader's title as the page shows it ('Chairperson', 'Secretary'). */
export const LEADER_TITLE_MAX = 60;
/** The leaders an association's page lists by name. */
export const DETAIL_LEADERS = 12;

export const associationMessages = {
  // the form
  nameRequired: 'Association name is required',
  nameMin: 'Association name must be at least 2 characters',
  descriptionRequired: 'Please describe the association',
  kindRequired: 'Please choose what kind of association it is',
  regionRequired: 'Please choose the home region in Ghana',
  provinceRequired: 'Please choose the province in South Africa',
  cityRequired: 'Please enter the city in South Africa',
  membershipRequired: 'Please choose who may join',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  websiteInvalid: 'Please enter a valid URL',
  formTitle: 'Register an Association',
  editTitle: 'Edit Association',
  nameLabel: 'Association name',
  kindLabel: 'Kind of association',
  descriptionLabel: 'About the association',
  regionLabel: 'Home region in Ghana',
  homeTownLabel: 'Home town in Ghana',
  homeTownHint: 'The town or area the association comes from, if it has one.',
  provinceLabel: 'Province in South Africa',
  cityLabel: 'City in South Africa',
  membershipLabel: 'Who may join',
  membershipOpen: 'Anyone can join',
  membershipApproval: 'A leader approves each member',
  contactHeading: 'Contact details shown on the page',
  contactHint: 'Leave any of these empty to keep it off the page.',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  websiteLabel: 'Website',
  submit: 'Register Association',
  save: 'Save Changes',
  saving: 'Saving...',
  // answers
  created: 'Association registered. It will be listed once an admin approves it.',
  updated: 'Association updated.',
  changesAwaitReview: 'Your changes were saved and will be listed once an admin approves them.',
  deleted: 'Association deleted.',
  deleteConfirm: 'Are you sure you want to delete this association? Its members list goes with it.',
  notFound: 'Association not found',
  fetchOneFailed: 'Failed to fetch association',
  createFailed: 'Failed to register the association. Please check the form and try again.',
  deleteFailed: 'Failed to delete the association.',
  viewDetails: 'View Details',
  edit: 'Edit Association',
  delete: 'Delete Association',
  manage: 'Manage members',
  postEvent: 'Post an Event',
  confirmToCreate: 'Confirm your email address or phone number to register an association.',
  approved: 'Association approved.',
  rejected: 'Association rejected.',
  verified: 'Association marked as verified.',
  unverified: 'Verified badge removed.',
  // the directory
  heading: 'Associations',
  intro: 'Hometown associations, churches, alumni groups, professional bodies and student unions.',
  register: 'Register an Association',
  searchLabel: 'Search associations',
  allKinds: 'All kinds',
  allRegions: 'All regions',
  allProvinces: 'All provinces',
  clearFilters: 'Clear Filters',
  noAssociations: 'No associations found',
  fetchFailed: 'Failed to fetch associations',
  backToDirectory: 'Back to Associations',
  // a page
  homeRegion: (region: string, town: string | null) => (town ? `${town}, ${region} Region` : `${region} Region`),
  basedIn: (city: string, province: string) => `${city}, ${province}`,
  membersCount: (count: number) => (count === 1 ? '1 member' : `${groupThousands(count)} members`),
  leadersHeading: 'Leaders',
  leaderFallbackTitle: 'Leader',
  contactHeadingPage: 'Contact',
  awaitingReview: 'Awaiting review',
  // membership
  join: 'Join',
  askToJoin: 'Ask to Join',
  leave: 'Leave',
  leaveConfirm: 'Leave this association?',
  joined: 'Welcome: you are now a member.',
  joinRequested: 'Your request was sent: a leader will let you in.',
  requestPending: 'Request sent: waiting for a leader',
  cancelRequest: 'Cancel request',
  left: 'You left the association.',
  youAreMember: 'You are a member',
  youAreLeader: 'You are a leader',
  alreadyMember: 'You are already a member of this association or have asked to join.',
  notMember: 'You are not a member of this association.',
  signInToJoin: 'Sign in to join',
  confirmToJoin: 'Confirm your email address or phone number to join an association.',
  notApproved: 'Members can join once the association is approved.',
  lastLeader: 'An association needs at least one leader: make another member a leader first.',
  // leaders' tools
  membersHeading: 'Members',
  pendingHeading: 'Asking to join',
  noPending: 'Nobody is waiting to join.',
  noMembers: 'No members yet.',
  approveMember: 'Let in',
  declineMember: 'Decline',
  removeMember: 'Remove',
  removeConfirm: (name: string) => `Remove ${name} from the association?`,
  makeLeader: 'Make leader',
  stepDown: 'Make member',
  titleLabel: 'Title',
  titleHint: 'For example Chairperson or Secretary.',
  saveTitle: 'Save title',
  memberUpdated: 'Member updated.',
  memberRemoved: 'Member removed.',
  memberNotFound: 'That member is not in this association.',
  onlyLeaders: 'Only the association’s leaders can do that.',
  membersFailed: 'Failed to fetch the members.',
  updateFailed: 'Failed to save. Please try again.',
  // the logo
  logoHeading: 'Logo',
  logoLabel: 'The association’s logo',
  logoHint: 'A JPEG, PNG or WebP picture up to 2 MB. It shows on the association’s page and in the directory.',
  logoInvalid: 'The logo must be a JPEG, PNG or WebP picture.',
  logoTooLarge: 'The logo may not be larger than 2 MB.',
  logoTooManyPixels: 'The logo is too large: choose a picture of at most 25 megapixels.',
  logoRequired: 'Choose a picture for the logo.',
  saveLogo: 'Save Logo',
  removeLogo: 'Remove Logo',
  logoSaved: 'The logo was saved.',
  logoRemoved: 'The logo was removed.',
  logoFailed: 'Failed to save the logo. Please try again.',
  logoAlt: (name: string) => `Logo of ${name}`,
  // admin
  fetchPendingFailed: 'Failed to fetch pending associations.',
  approveFailed: 'Failed to approve association. Please try again.',
  rejectFailed: 'Failed to reject association. Please try again.',
  verifyFailed: 'Failed to change the verified badge. Please try again.',
  markVerified: 'Mark as Verified',
  removeVerifiedBadge: 'Remove Verified Badge',
  pendingAdminHeading: 'Pending Associations',
  noPendingAssociations: 'There are no associations awaiting approval.',
  myHeading: 'My Associations',
  noMine: 'You have not joined any associations yet.',
} as const;
