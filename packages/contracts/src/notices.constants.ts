/** What a notice is about (decision 036). */
export const NOTICE_KINDS = ['consular', 'safety', 'community', 'bereavement', 'other'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  consular: 'Consular',
  safety: 'Safety',
  community: 'Community news',
  bereavement: 'Bereavement',
  other: 'Other',
};

/** Who a notice is from: an association (its leaders post) or an official source an admin named. */
export const NOTICE_AUTHOR_TYPES = ['association', 'source'] as const;
export type NoticeAuthorType = (typeof NOTICE_AUTHOR_TYPES)[number];

/** The latest expiry a notice may have, in days from today: a board of stale notices helps nobody. */
export const NOTICE_MAX_DAYS = 90;
export const NOTICE_TITLE_MAX = 150;
export const NOTICE_BODY_MAX = 5000;
export const NOTICE_SOURCE_NAME_MAX = 120;

/** Urgent notices are texted at most this often to one member (a day), whoever posts them. */
export const NOTICE_SMS_PER_MEMBER_PER_DAY = 1;
/** Every urgent notice's SMS together, a South African day, until an admin sets another cap. */
export const NOTICE_SMS_DEFAULT_DAILY_CAP = 200;
export const NOTICE_SMS_CAP_MAX = 10_000;
/** The Atom feed's newest notices. */
export const NOTICE_FEED_SIZE = 50;

export const noticeMessages = {
  // the form
  titleLabel: 'Title',
  titleRequired: 'Please give the notice a title',
  bodyLabel: 'Notice',
  bodyRequired: 'Please write the notice',
  kindLabel: 'Kind of notice',
  kindRequired: 'Please choose what kind of notice it is',
  expiresLabel: 'Show until',
  expiresHint: `The notice leaves the board at the end of this day (at most ${NOTICE_MAX_DAYS} days ahead).`,
  expiresInvalid: 'Please enter a valid date',
  expiresPast: 'A notice cannot expire in the past',
  expiresTooFar: `A notice can stay on the board for at most ${NOTICE_MAX_DAYS} days`,
  urgentLabel: 'Urgent',
  urgentHint: 'Followers who asked for SMS updates get a text now; others a mail now instead of the weekly digest.',
  authorLabel: 'Post as',
  authorRequired: 'Please choose whom the notice is from',
  notAuthor: 'Only an association’s leaders or an official source can post in its name.',
  noAuthorities: 'Notices are posted by association leaders and official sources. You are neither yet.',
  formTitle: 'Post a Notice',
  editTitle: 'Edit Notice',
  submit: 'Post Notice',
  save: 'Save Changes',
  saving: 'Saving...',
  // answers
  created: 'Notice posted.',
  createdUrgent: (texted: number) =>
    texted === 1
      ? 'Urgent notice posted. 1 follower was sent an SMS.'
      : `Urgent notice posted. ${texted} followers were sent an SMS.`,
  updated: 'Notice updated.',
  deleted: 'Notice deleted.',
  createFailed: 'Failed to post the notice. Please try again.',
  updateFailed: 'Failed to save the notice. Please try again.',
  deleteFailed: 'Failed to delete the notice. Please try again.',
  fetchOneFailed: 'Failed to load the notice.',
  deleteConfirm: 'Delete this notice? It leaves the board at once.',
  notFound: 'This notice has expired or was removed.',
  onlyAuthor: 'Only whoever posted the notice, its association’s leaders and admins can change it.',
  // the board
  heading: 'Notice Board',
  intro: 'Consular notices from the High Commission, safety alerts, community news and bereavements.',
  post: 'Post a Notice',
  allKinds: 'All kinds',
  allAuthors: 'Everyone',
  urgentOnly: 'Urgent only',
  filter: 'Filter',
  clearFilters: 'Clear Filters',
  noNotices: 'No notices right now',
  fetchFailed: 'Failed to fetch notices',
  backToBoard: 'Back to the Notice Board',
  feed: 'Atom feed',
  // a notice
  official: 'Official',
  urgent: 'Urgent',
  expired: 'Expired: this notice is no longer on the board.',
  hidden: 'Hidden by a moderator: only you and admins see it.',
  postedOn: (date: string) => `Posted ${date}`,
  showsUntil: (date: string) => `On the board until ${date}`,
  // following sources
  follow: 'Follow',
  unfollow: 'Unfollow',
  followed: 'You now get this source’s notices.',
  unfollowed: 'You no longer get this source’s notices.',
  sourceNotFound: 'Official source not found',
  // admin
  sourcesHeading: 'Official Sources',
  sourcesIntro: 'Accounts whose notices carry the Official badge, such as the High Commission or a consulate.',
  sourceNameLabel: 'Name shown on notices',
  sourceUserLabel: 'Member account id',
  sourceUserInvalid: 'Please enter the id of a member account',
  sourceNameRequired: 'Please enter the name shown on notices',
  addSource: 'Add Source',
  removeSource: 'Remove',
  removeSourceConfirm: 'Remove this official source? Its notices go with it.',
  sourceAdded: 'Official source added.',
  sourceRemoved: 'Official source removed.',
  sourceTaken: 'That account is already an official source.',
  memberNotFound: 'No member has that id.',
  noSources: 'No official sources yet.',
  smsHeading: 'Notice SMS',
  smsIntro: 'SMS sent for urgent notices, and the most that may go in one South African day.',
  smsToday: 'Sent today',
  sms7Days: 'Last 7 days',
  sms30Days: 'Last 30 days',
  smsCapLabel: 'Daily cap',
  smsCapInvalid: `Please enter a whole number from 0 to ${NOTICE_SMS_CAP_MAX}`,
  smsCapSaved: 'Daily cap saved.',
  saveCap: 'Save Cap',
} as const;
