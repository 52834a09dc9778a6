import type { DataSaverState } from './data-lite.constants.ts';

/**
 * What link previews, search engines and people without JavaScript read on the shared pages (docs/rules/messages.md).
 */
export const previewMessages = {
  siteName: 'Akwaaba',
  /** The site-wide description (index.html carries the same words for pages without their own). */
  siteDescription:
    'Akwaaba: the community home for Ghanaians living in South Africa. Events, businesses, jobs and people.',
  defaultImageAlt: 'Akwaaba, the community home for Ghanaians in South Africa',
  home: { title: 'Ghanaian community in South Africa' },
  events: {
    title: 'Community Events',
    description: 'Celebrations, services, networking and sport across South Africa. RSVP and bring a friend.',
  },
  businesses: {
    title: 'Business Directory',
    description: 'Ghanaian-owned businesses across South Africa: food, beauty, services and more, with reviews.',
  },
  jobs: {
    title: 'Jobs',
    description: 'Work across South Africa, posted by employers in our community.',
  },
  associations: {
    title: 'Associations',
    description:
      'Hometown associations, churches, alumni groups, professional bodies and student unions of Ghanaians in South Africa.',
  },
  notices: {
    title: 'Notice Board',
    description:
      'Consular notices from the Ghana High Commission, safety alerts, community news and bereavements for Ghanaians in South Africa.',
  },
  /** Words of an event's page and of its head (the facts a shared link's preview starts with, its picture). */
  /** The clock an event's day and times are shown on: the one of where it is held. */
  clockNames: { south_africa: 'South African time (SAST)', ghana: 'Ghana time (GMT)' },
  onlineEvent: 'Online event',
  free: 'Free',
  eventImageAlt: (title: string) => `Picture of the event ${title}`,
  /** Above a server-rendered form (sign-in, sign-up, contact) while the app that sends it is still loading. */
  formLoading: 'This form is loading. You can fill it in in a moment.',
  /** The same, once it was sent before the app had loaded: it goes as soon as the app is here. */
  formHeld: 'Sending as soon as the page has finished loading.',
} as const;

/**
 * A server-rendered public page's embedded data, between the server that embeds it and the web app that hydrates
 * it (apps/api/src/plugins/web.ts, apps/web/src/lib/embedded-data.ts): the element that carries it.
 */
export const EMBEDDED_DATA_ID = 'server-data';

/** What the server knows of the device that a page's render depends on: data saver (the cookie, Save-Data). */
export interface RenderDevice {
  dataSaver: DataSaverState;
}

/**
 * A public page as the web app's server render made it (apps/web/src/entry-server.tsx): HTML for inside #root, and
 * its query cache dehydrated (TanStack Query's DehydratedState; null when it holds nothing), for the browser to
 * hydrate before React does.
 */
export interface RenderedPage {
  html: string;
  dehydrated: unknown;
}
