/**
 * The weekly digest (decision 042): one mail a week to a member who follows businesses, belongs to associations or
 * follows notice sources, with what is new from them and a few events coming up near them.
 */

/** A digest is due this many days after the member's last one (the first, this long after they began following). */
export const DIGEST_EVERY_DAYS = 7;
/** 'Coming up near you': events in the member's city or province starting within this many days. */
export const DIGEST_NEARBY_DAYS = 14;
/** At most this many events near the member, after those already listed as new. */
export const DIGEST_NEARBY_MAX = 5;
/** At most this many new events, and as many new notices; the rest are counted with a link to the site. */
export const DIGEST_SECTION_MAX = 10;

/** The setting in Profile Settings → Account, and the words of the mail. */
export const digestMessages = {
  settingLabel: 'Weekly digest email',
  settingHint:
    'Once a week, what is new from the businesses, associations and notice sources you follow, and events coming up near you. Nothing is sent in a week with nothing new.',
  settingNeedsConfirmedEmail: 'It goes to a confirmed email address: confirm yours to receive it.',
  subject: (events: number, notices: number) => {
    const parts = [
      ...(events > 0 ? [events === 1 ? '1 new event' : `${events} new events`] : []),
      ...(notices > 0 ? [notices === 1 ? '1 new notice' : `${notices} new notices`] : []),
    ];
    return `Your week on Akwaaba: ${parts.join(' and ')}`;
  },
  intro: 'Here is what is new from the businesses, associations and notice sources you follow.',
  eventsHeading: 'New events',
  noticesHeading: 'New notices',
  nearbyHeading: (place: string) => `Coming up near ${place}`,
  /** An event's line: its time on both clocks, where, and who posts it. */
  eventFrom: (from: string) => `from ${from}`,
  noticeFrom: (kind: string, from: string) => `${kind} notice from ${from}`,
  more: (count: number) => `…and ${count} more on Akwaaba.`,
  action: 'Open Akwaaba',
  footer:
    'You received this weekly digest because you follow these businesses, associations or notice sources on Akwaaba. ' +
    'To stop it, use the link below or turn off the weekly digest in Profile Settings → Account.',
} as const;
