import { CLOCKS, type Clock } from './common/dates.ts';
export const EVENT_TYPES = ['physical', 'virtual'] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** 'hidden': taken down by moderators (a report, or its author's suspension); the owner still sees it. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'hidden'] as const;

export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** An RSVP to an event that requires approval starts as a request, which holds no place. */
export const RSVP_STATUSES = ['attending', 'waitlisted', 'requested'] as const;

export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/**
 * Who runs an event with its organiser (decision 040): the organiser and admins do everything; a co-host (added by the
 * organiser, or a leader of the association the event is posted for) edits it and manages its RSVPs and contributions.
 */
export const HOST_ROLES = ['organiser', 'cohost', 'admin'] as const;

export type HostRole = (typeof HOST_ROLES)[number];

export const EVENT_TITLE_MIN = 3;

export const EVENT_DESCRIPTION_MIN = 10;

export const EVENT_DEFAULT_DURATION_HOURS = 2;

/** Longer gatherings are listed as separate events; the bound keeps the upcoming-events index scan short. */
export const EVENT_MAX_DURATION_DAYS = 14;

/** An event further ahead than this is a typo (a wrong year), not a plan. */
export const EVENT_MAX_YEARS_AHEAD = 5;

/** Capacity and price bounds: far beyond any gathering, well inside the columns (int4, numeric(12,2)). */
export const EVENT_MAX_CAPACITY = 1_000_000;

export const EVENT_MAX_PRICE = 10_000_000;

/**
 * Guests a member may bring with their RSVP (decision 040): the organiser sets the event's limit from 0 (none) to this.
 * A party is the member and their plus-ones; places and the waitlist count people.
 */
export const EVENT_MAX_PLUS_ONES = 10;

export const EVENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const EVENT_IMAGE_MAX_PIXELS = 40_000_000;

export const EVENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The event texts: the spec's, then ours (docs/rules/messages.md). */
/** The choice of where an event is held, which says the clock its times are entered in. */
export const eventHeldInLabels = {
  south_africa: { label: CLOCKS.south_africa.place, description: 'Times in South African time (SAST)' },
  ghana: { label: CLOCKS.ghana.place, description: 'In Ghana, or online from Ghana: times in Ghana time (GMT)' },
} as const satisfies Record<Clock, { label: string; description: string }>;

export const eventMessages = {
  titleRequired: 'Event title is required',
  titleMin: 'Title must be at least 3 characters',
  descriptionRequired: 'Event description is required',
  descriptionMin: 'Description must be at least 10 characters',
  categoryRequired: 'Please select a category',
  categoryInvalid: 'Please select a category from the list',
  startRequired: 'Start date is required',
  startInPast: 'Start date must be in the future',
  startTooFar: 'Start date must be within the next 5 years',
  startInvalid: 'Start date is not a valid date and time',
  endInvalid: 'End date is not a valid date and time',
  endRequired: 'End date is required',
  endAfterStart: 'End date must be after start date',
  tooLong: 'An event may last at most 14 days.',
  capacityBelowAttending: 'The capacity cannot be lower than the number of members already attending.',
  venueRequired: 'Venue name is required',
  cityRequired: 'Please select a city',
  heldInInvalid: 'Please choose where the event is held: South Africa or Ghana',
  lifeEventInvalid: 'Please choose the occasion from the list',
  associationNotLed: 'You can post in the name of an approved association you lead only.',
  postedBy: 'Posted by',
  associationEventsHeading: 'Upcoming events',
  noAssociationEvents: 'No upcoming events yet.',
  postAsLabel: 'Post in the name of',
  postAsSelf: 'Myself',
  currentAssociation: 'The association it is posted for',
  postAsHint: 'An association you lead: the event shows its name and its page lists the event.',
  lifeEventLabel: 'Occasion (for a life event)',
  lifeEventNone: 'Not a life event',
  timesEnteredIn: (clock: Clock) =>
    clock === 'ghana'
      ? 'Times are Ghana time (GMT), two hours behind South Africa.'
      : 'Times are South African time (SAST).',
  virtualUrlRequired: 'Virtual URL is required',
  urlInvalid: 'Please enter a valid URL',
  maxAttendeesMin: 'Must be at least 1',
  maxAttendeesWhole: 'Capacity must be a whole number',
  maxAttendeesMax: 'Capacity must be at most 1000000',
  maxPlusOnesInvalid: `Guests per RSVP must be a whole number from 0 to ${EVENT_MAX_PLUS_ONES}`,
  maxPlusOnesLabel: 'Guests per RSVP',
  maxPlusOnesHint: 'How many people each member may bring along (0: none). Places and the waitlist count everyone.',
  priceMin: 'Price must be 0 or greater',
  priceMax: 'Price must be less than R10 000 000',
  imageInvalid: 'The image must be a JPEG, PNG or WebP picture.',
  imageTooLarge: 'The image may not be larger than 5 MB.',
  imageTooManyPixels: 'The image may not be larger than 40 megapixels.',
  // Successes and failures
  createFailed: 'Failed to create event. Please try again.',
  updateFailed: 'Failed to update event.',
  loadForEditFailed: 'Failed to load event.',
  created: 'Event created successfully!',
  updated: 'Event updated successfully!',
  myEventsFailed: 'Failed to fetch events. Please try again later.',
  privacyFailed: 'Failed to update event privacy.',
  deleteFailed: 'Failed to delete event.',
  deleteConfirm: 'Are you sure you want to delete this event? This action cannot be undone.',
  fetchEventsFailed: 'Failed to fetch events',
  fetchEventFailed: 'Failed to fetch event',
  attendFailed: 'Failed to attend event',
  unattendFailed: 'Failed to unattend event',
  // Screens
  notFound: 'Event not found',
  notFoundDetail: "The event you're looking for doesn't exist.",
  notAuthorized: 'You are not authorized to edit this event.',
  loadingDetails: 'Loading event details...',
  noEvents: 'No events found',
  noEventsHint: 'Try adjusting your search or filters.',
  noMyEvents: "You haven't created any events yet.",
  /** My Events' tabs: what the member goes to, went to, and (organisers) hosts. */
  myEventsTabs: { upcoming: 'Upcoming', past: 'Past', hosting: 'Hosting', cohosting: 'Co-hosting' },
  noUpcomingRsvps: 'You are not going to any upcoming events yet. RSVP to an event and it shows here.',
  noPastRsvps: 'Events you went to, or were waitlisted or asked for, show here once they are over.',
  organizerFallback: 'Community Organizer',
  // ours
  onlyBusinessesCreate: 'Only business accounts can create events.',
  eventEnded: 'This event has already ended.',
  submittedForApproval: 'Your event was submitted and will be published once an admin approves it.',
  approved: 'Event approved.',
  rejected: 'Event rejected.',
  noPendingEvents: 'There are no events currently awaiting approval.',
  fetchPendingFailed: 'Failed to fetch pending events.',
  previewPending: 'Read the event',
  openPendingPage: 'Open its page',
  pendingPageHint: 'Only you and the organiser can open it until it is approved.',
  approveFailed: 'Failed to approve event. Please try again.',
  rejectFailed: 'Failed to reject event. Please try again.',
  changesAwaitReview: 'Your changes were saved and will be published once an admin approves them.',
  awaitingReview: 'Awaiting review',
} as const;

export const rsvpMessages = {
  attending: "You're going! See you there.",
  waitlisted: 'The event is full: you are on the waitlist and will be told if a place opens.',
  cancelled: 'Your RSVP was cancelled.',
  rsvping: 'RSVPing...',
  rsvp: 'RSVP',
  joinWaitlist: 'Join Waitlist',
  cancelRsvp: 'Cancel RSVP',
  leaveWaitlist: 'Leave Waitlist',
  // RSVPs to events that require the organiser's approval (docs/rules/approval.md)
  requested: 'Request sent, waiting for the organiser',
  requestRsvp: 'Request to Attend',
  withdrawRequest: 'Withdraw Request',
  requestWithdrawn: 'Your request was withdrawn.',
  approveRequest: 'Approve',
  declineRequest: 'Decline',
  requestApproved: 'Request approved: the member is attending.',
  requestApprovedWaitlisted: 'Request approved: the event is full, so the member joined the waitlist.',
  requestDeclined: 'Request declined.',
  requestNotFound: 'That request was not found.',
  memberRemoved: 'The member was removed from the event.',
  removeMember: 'Remove',
  removeConfirm: 'Remove this member from the event? Their place goes to the first member on the waitlist.',
  removeFailed: 'Failed to remove the member. Please try again.',
  decideFailed: 'Failed to answer the request. Please try again.',
  requestsHeading: 'Requests to attend',
  whenInvalid: 'Choose upcoming or past RSVPs.',
  // Plus-ones (decision 040)
  plusOnesLabel: 'Guests you bring',
  plusOnesInvalid: `Guests must be a whole number from 0 to ${EVENT_MAX_PLUS_ONES}`,
  plusOnesAboveLimit: (limit: number) =>
    limit === 0
      ? 'This event does not take guests with an RSVP.'
      : `You can bring at most ${limit} ${limit === 1 ? 'guest' : 'guests'} to this event.`,
  plusOnesAboveFree: (free: number, most: number) =>
    `${free === 0 ? 'The event is full' : `Only ${free} more ${free === 1 ? 'place is' : 'places are'} left`}: you can bring at most ${most} ${most === 1 ? 'guest' : 'guests'} now.`,
  plusOnesChanged: 'Your guests were updated.',
  noRsvpToChange: 'You have no RSVP to this event to change.',
  plusOnesChangeFailed: 'Failed to update your guests. Please try again.',
  changePlusOnes: 'Change guests',
  savePlusOnes: 'Save guests',
  /** "You + 2 guests", as a party is shown to its member and in the attendee list. */
  party: (plusOnes: number) =>
    plusOnes === 0 ? 'Just you' : `You + ${plusOnes} ${plusOnes === 1 ? 'guest' : 'guests'}`,
  plusOnesBadge: (plusOnes: number) => `+${plusOnes} ${plusOnes === 1 ? 'guest' : 'guests'}`,
  /** Where a member's RSVP stands, in words (My Events, the offline home). */
  status: { attending: 'Going', waitlisted: 'On the waitlist', requested: 'Asked to attend' } satisfies Record<
    RsvpStatus,
    string
  >,
} as const;
