/** What the site says without a connection: the offline home and the pages that need the network (decision 017). */
export const offlineMessages = {
  notice: 'You are offline — showing what was saved on this device',
  visitorNote:
    'Sign in while you are online, and your upcoming events and the businesses you follow are kept on this device.',
  rsvpsHeading: 'Your upcoming events',
  followingHeading: 'Businesses you follow',
  noRsvps: 'No upcoming events were saved on this device.',
  noFollowing: 'No followed businesses were saved on this device.',
  notSaved: 'Nothing was saved on this device yet: it will be the next time you open Akwaaba online.',
  needsConnectionTitle: 'This page needs a connection',
  needsConnection: 'You are offline. Open this page again when you are back online.',
  goToSaved: 'See what is saved on this device',
} as const;
