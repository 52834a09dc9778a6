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
  /** The first paint of a detail page, before the app takes over. */
  allEvents: 'All events',
  allBusinesses: 'All businesses',
  allJobs: 'All jobs',
  dateAndTime: 'Date & Time',
  southAfricanTime: 'South African time (SAST)',
  location: 'Location',
  onlineEvent: 'Online event',
  price: 'Price',
  free: 'Free',
  aboutEvent: 'About this event',
  organisedBy: (name: string) => `Organised by ${name}`,
  openingHours: 'Opening hours',
  closed: 'Closed',
  aboutBusiness: 'About',
  contact: 'Contact',
  jobDetails: 'Job details',
  salary: 'Salary',
  closes: (date: string) => `Applications close ${date}`,
  aboutJob: 'About the job',
  requirements: 'Requirements',
  eventImageAlt: (title: string) => `Picture of the event ${title}`,
  /** Above a drawn form (sign-in, sign-up, contact) while the app that sends it is still loading. */
  formLoading: 'This form is loading. You can fill it in in a moment.',
} as const;

/**
 * The API answers (paths under /api/v1) each public list page opens on: the server embeds them in the page it draws
 * (apps/api/src/plugins/web.ts), and the web app asks for exactly these (apps/web/src/entry-server.test.tsx holds it).
 */
export const listPageAnswers = {
  '/': ['/events?page=1&per_page=4', '/businesses?page=1&per_page=4&sort=newest', '/job-listings?page=1&per_page=4'],
  '/events': ['/events?page=1', '/categories?type=event'],
  '/businesses': ['/businesses?page=1', '/categories?type=business'],
  '/jobs': ['/job-listings?page=1', '/categories?type=job'],
} as const;

/**
 * A drawn public page's API answers, between the server that embeds them and the web app that reads them
 * (apps/api/src/plugins/web.ts, apps/web/src/lib/server-data.ts): the element that carries them.
 */
export const EMBEDDED_DATA_ID = 'server-data';

/** One API answer as a visitor gets it: its path under /api/v1 ('/events/12', '/events?page=1') and the answer. */
export interface EmbeddedAnswer {
  path: string;
  answer: unknown;
}

/** A page as the web app's server render drew it: HTML for inside #root, and the API paths it asked for and lacked. */
export interface DrawnPage {
  html: string;
  missing: string[];
}
