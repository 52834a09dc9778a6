/**
 * Co-hosts and the event's log (decision 040): the members who run an event with its organiser, and the record of who
 * did what to it.
 */

/** Co-hosts an organiser may add to one event; an association's leaders co-host its events on top of these. */
export const EVENT_MAX_COHOSTS = 10;

/**
 * How a member is a co-host: added by the organiser, or a leader of the association the event is posted in the name
 * of (who co-hosts without being added, and stops when they stop leading it).
 */
export const COHOST_SOURCES = ['added', 'association'] as const;

export type CohostSource = (typeof COHOST_SOURCES)[number];

/** What the event's log records: changes made by its organiser, co-hosts and admins. */
export const EVENT_LOG_ACTIONS = [
  'event.edited',
  'event.made_public',
  'event.made_private',
  'rsvp.approved',
  'rsvp.declined',
  'rsvp.removed',
  'cohost.added',
  'cohost.removed',
  'cohost.left',
  'contributions.settings',
  'receipt.recorded',
  'receipt.removed',
] as const;

export type EventLogAction = (typeof EVENT_LOG_ACTIONS)[number];

/** A log entry as a sentence after its actor's name: "Ama Mensah approved the request of Kofi Boateng." */
export const eventLogTexts: Record<EventLogAction, (subject: string, note: string | null) => string> = {
  'event.edited': () => 'edited the event',
  'event.made_public': () => 'made the event public',
  'event.made_private': () => 'made the event private',
  'rsvp.approved': (subject) => `approved the request of ${subject}`,
  'rsvp.declined': (subject) => `declined the request of ${subject}`,
  'rsvp.removed': (subject) => `removed ${subject} from the event`,
  'cohost.added': (subject) => `made ${subject} a co-host`,
  'cohost.removed': (subject) => `removed ${subject} as a co-host`,
  'cohost.left': () => 'stepped down as a co-host',
  'contributions.settings': (_subject, note) => `changed the contributions' settings${note ? ` (${note})` : ''}`,
  'receipt.recorded': (_subject, note) => `recorded a receipt${note ? ` of ${note}` : ''}`,
  'receipt.removed': (_subject, note) => `removed a receipt${note ? ` of ${note}` : ''}`,
};

export const cohostMessages = {
  // The form
  memberLabel: 'Profile link of the member',
  memberHint: 'Open their profile and copy its link, or pick someone who RSVP’d below.',
  memberRequired: 'Paste the member’s profile link, or pick someone from the list',
  memberInvalid: 'Paste the member’s profile link (it ends in /profile/ and a number), or pick someone from the list',
  /**
   * One answer for every member who cannot be added (no such account, a hidden profile, an address never confirmed),
   * so the form tells nobody which accounts exist.
   */
  memberNotEligible:
    'No member who can co-host was found there. A co-host has a confirmed email or phone, and a public profile or an RSVP to this event.',
  pickFromAttendees: 'Or pick someone who RSVP’d',
  pickPlaceholder: 'Choose a member',
  add: 'Add co-host',
  adding: 'Adding...',
  // Answers
  added: (name: string) => `${name} is now a co-host.`,
  removed: 'The co-host was removed.',
  left: 'You are no longer a co-host of this event.',
  alreadyCohost: 'That member already co-hosts this event.',
  organiserIsHost: 'The organiser runs the event already.',
  tooMany: `An event can have at most ${EVENT_MAX_COHOSTS} co-hosts. Remove one first.`,
  notFound: 'That member is not a co-host of this event.',
  onlyOrganiser: 'Only the organiser can change who co-hosts this event.',
  addFailed: 'Failed to add the co-host. Please try again.',
  removeFailed: 'Failed to remove the co-host. Please try again.',
  // The panel
  heading: 'Co-hosts',
  intro:
    'Co-hosts edit the event and manage its RSVPs and contributions. Only the organiser deletes it or changes its co-hosts.',
  none: 'No co-hosts yet.',
  viaAssociation: (name: string) => `Leader of ${name}`,
  viaAssociationFallback: 'Association leader',
  remove: 'Remove',
  removeConfirm: (name: string) => `Remove ${name} as a co-host? They lose access to the event's tools at once.`,
  stepDown: 'Step down',
  stepDownConfirm: 'Step down as a co-host? You lose access to the event’s tools at once.',
  loadFailed: 'Failed to load the co-hosts.',
  // The log
  logHeading: 'Event log',
  logIntro: 'Who changed what, for the organiser and co-hosts.',
  logEmpty: 'Nothing has been changed yet.',
  logLoadFailed: 'Failed to load the event log.',
  // My Events
  noCohostedEvents:
    'Events you co-host show here: an organiser adds you, or you lead the association an event is posted for.',
  cohostedEventsFailed: 'Failed to fetch the events you co-host. Please try again later.',
  // What the member reads on their feed
  youWereAdded: (title: string) => `You are now a co-host of “${title}”: you can edit it and manage its RSVPs.`,
  youWereRemoved: (title: string) => `You are no longer a co-host of “${title}”.`,
  formerMember: 'A former member',
} as const;
