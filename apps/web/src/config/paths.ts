import { publicPagePaths as pages } from '@akwaaba/contracts';

/** What a navigation to the home page may carry: the member just deleted their account (it says so). */
export type HomeState = { accountDeleted?: boolean };
/** What a navigation to the jobs board may carry: the job just posted, to link to. */
export type JobsState = { posted?: { id: number; title: string } };

/**
 * The one route table of path strings. Routes are declared in app/router.tsx with `path`; a public page's path is
 * its declaration's (packages/contracts/src/pages.ts), which the server renders it by. Links are built with
 * `getHref` so a path is written once.
 */
export const paths = {
  home: { path: pages.home, getHref: () => '/' },
  about: { path: pages.about, getHref: () => pages.about },
  terms: { path: pages.terms, getHref: () => pages.terms },
  privacy: { path: pages.privacy, getHref: () => pages.privacy },
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  contact: { path: pages.contact, getHref: () => pages.contact },
  search: {
    path: pages.search,
    getHref: (query: { q: string; type?: string; lat?: number; lon?: number }) => {
      const params = new URLSearchParams({ q: query.q });
      if (query.type) params.set('type', query.type);
      if (query.lat !== undefined && query.lon !== undefined) {
        params.set('lat', String(query.lat));
        params.set('lon', String(query.lon));
      }
      return `/search?${params.toString()}`;
    },
  },

  events: { path: pages.events, getHref: () => pages.events },
  eventDetail: { path: pages.eventDetail, getHref: (id: number | string) => `/events/${id}` },
  editEvent: { path: '/events/:id/edit', getHref: (id: number | string) => `/events/${id}/edit` },
  /** `from` duplicates one of the member's events (same details, new dates). */
  createEvent: {
    path: '/create-event',
    getHref: (from?: number) => (from ? `/create-event?from=${from}` : '/create-event'),
  },
  myEvents: {
    path: '/my-events',
    /** Without a tab, the member's first one: Hosting for organisers, Upcoming for everyone else. */
    getHref: (tab?: 'upcoming' | 'past' | 'hosting') => (tab ? `/my-events?tab=${tab}` : '/my-events'),
  },

  businesses: { path: pages.businesses, getHref: () => pages.businesses },
  businessDetail: { path: pages.businessDetail, getHref: (id: number | string) => `/businesses/${id}` },
  jobs: { path: pages.jobs, getHref: () => pages.jobs },
  jobDetail: { path: pages.jobDetail, getHref: (id: number | string) => `/jobs/${id}` },
  editJob: { path: '/jobs/:id/edit', getHref: (id: number | string) => `/jobs/${id}/edit` },
  myJobs: {
    path: '/my-jobs',
    getHref: (page?: number) => (page && page > 1 ? `/my-jobs?page=${page}` : '/my-jobs'),
  },

  auth: {
    login: {
      path: pages.login,
      getHref: (redirectTo?: string | null) =>
        redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
    },
    register: { path: pages.register, getHref: () => pages.register },
    forgotPassword: { path: pages.forgotPassword, getHref: () => pages.forgotPassword },
    resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
    callback: { path: '/auth/callback', getHref: () => '/auth/callback' },
    /** Where the confirmation mail's links lead (`?token=…`, and `&not_me=1` for its 'this was not me' link). */
    confirmEmail: { path: '/confirm-email', getHref: () => '/confirm-email' },
    /** Where the mail telling a member a provider was linked to their account leads, to undo it (`?token=…`). */
    undoLink: { path: '/undo-link', getHref: () => '/undo-link' },
  },

  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  activity: {
    path: '/activity',
    getHref: (page?: number) => (page && page > 1 ? `/activity?page=${page}` : '/activity'),
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  publicProfile: { path: '/profile/:userId', getHref: (userId: number | string) => `/profile/${userId}` },

  // Member pages whose screens arrive with their own features; linked from menus and the dashboard already.
  createBusiness: { path: '/create-business', getHref: () => '/create-business' },
  createJob: { path: '/create-job', getHref: () => '/create-job' },
  myContent: { path: '/my-content', getHref: () => '/my-content' },
  myBusinesses: {
    path: '/my-businesses',
    getHref: (page?: number) => (page && page > 1 ? `/my-businesses?page=${page}` : '/my-businesses'),
  },
  editBusiness: { path: '/businesses/:id/edit', getHref: (id: number | string) => `/businesses/${id}/edit` },
  following: { path: '/following', getHref: () => '/following' },
  applications: { path: '/applications', getHref: () => '/applications' },
  analytics: { path: '/analytics', getHref: () => '/analytics' },

  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    pendingBusinesses: { path: '/admin/pending-businesses', getHref: () => '/admin/pending-businesses' },
    pendingEvents: { path: '/admin/pending-events', getHref: () => '/admin/pending-events' },
    verificationRequests: { path: '/admin/verification-requests', getHref: () => '/admin/verification-requests' },
    messages: { path: '/admin/messages', getHref: () => '/admin/messages' },
    delivery: { path: '/admin/delivery', getHref: () => '/admin/delivery' },
    newsletter: { path: '/admin/newsletter', getHref: () => '/admin/newsletter' },
    reports: { path: '/admin/reports', getHref: () => '/admin/reports' },
    members: {
      path: '/admin/members',
      getHref: (query?: string) =>
        query ? `/admin/members?${new URLSearchParams({ query }).toString()}` : '/admin/members',
    },
    /** The audit trail, of one item (a member: target 'user') when given. */
    audit: {
      path: '/admin/audit',
      getHref: (target?: { type: string; id: number }) =>
        target
          ? `/admin/audit?${new URLSearchParams({ target_type: target.type, target_id: String(target.id) }).toString()}`
          : '/admin/audit',
    },
  },
} as const;

/**
 * A path inside this site (a sign-in redirect, an activity link), or null for anything that could leave it:
 * absolute and protocol-relative URLs (`//host`, `/\\host`), so a crafted link cannot send members elsewhere.
 */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
