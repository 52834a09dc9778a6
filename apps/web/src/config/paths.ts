import {
  GUEST_CANCEL_PATH,
  JOB_ALERT_UNSUBSCRIBE_PATH,
  publicPagePaths as pages,
  RECONFIRM_PATH,
} from '@akwaaba/contracts';

/** What a navigation to the home page may carry: the member just deleted their account (it says so). */
export type HomeState = { accountDeleted?: boolean };
/** What a navigation to the jobs board may carry: the job just posted, to link to. */
export type JobsState = { posted?: { id: number; title: string } };

/** The values a path's `:name` parts take, in order: `/events/:id` takes one. */
type PathValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...PathValues<Rest>]
  : P extends `${string}:${string}`
    ? [string | number]
    : [];

/** A route's path, and its link with the path's values filled in. */
export function route<P extends string>(path: P) {
  return {
    path,
    getHref: (...values: PathValues<P>): string => {
      let next = 0;
      return path.replace(/:\w+/g, () => encodeURIComponent(String(values[next++])));
    },
  };
}

type Route<P extends string> = ReturnType<typeof route<P>>;

/** Every public page's route, from its declaration (packages/contracts/src/pages.ts): a new page is here at once. */
const publicRoutes = Object.fromEntries(Object.entries(pages).map(([name, path]) => [name, route(path)])) as {
  [K in keyof typeof pages]: Route<(typeof pages)[K]>;
};

/**
 * The one route table of path strings. Routes are declared in app/router.tsx with `path`; a public page's path is
 * its declaration's (packages/contracts/src/pages.ts), which the server renders it by. Links are built with
 * `getHref` so a path is written once; a page whose link carries a query has its own `getHref`.
 */
export const paths = {
  ...publicRoutes,
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
  login: {
    path: pages.login,
    getHref: (redirectTo?: string | null) =>
      redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
  },
  unsubscribe: route('/unsubscribe'),
  /** A guest's cancel link (`?token=…`, docs/decisions/034). */
  guestRsvp: route(GUEST_CANCEL_PATH),
  reconfirm: route(RECONFIRM_PATH),
  /** A job alert mail's unsubscribe link (`?token=…`, docs/decisions/041). */
  jobAlertUnsubscribe: route(JOB_ALERT_UNSUBSCRIBE_PATH),

  editEvent: route('/events/:id/edit'),
  /** `from` duplicates one of the member's events (same details, new dates). */
  createEvent: {
    path: '/create-event',
    getHref: (from?: number) => (from ? `/create-event?from=${from}` : '/create-event'),
  },
  /** An event posted in an association's name (decision 035). */
  createAssociationEvent: {
    path: '/create-event',
    getHref: (association: number) => `/create-event?association=${association}`,
  },
  myEvents: {
    path: '/my-events',
    /** Without a tab, the member's first one: Hosting for organisers, Upcoming for everyone else. */
    getHref: (tab?: 'upcoming' | 'past' | 'hosting') => (tab ? `/my-events?tab=${tab}` : '/my-events'),
  },

  createNotice: route('/create-notice'),
  editNotice: route('/notices/:id/edit'),

  editJob: route('/jobs/:id/edit'),
  myJobs: {
    path: '/my-jobs',
    getHref: (page?: number) => (page && page > 1 ? `/my-jobs?page=${page}` : '/my-jobs'),
  },

  auth: {
    resetPassword: route('/reset-password'),
    callback: route('/auth/callback'),
    /** Where the confirmation mail's links lead (`?token=…`, and `&not_me=1` for its 'this was not me' link). */
    confirmEmail: route('/confirm-email'),
    /** Where the mail telling a member a provider was linked to their account leads, to undo it (`?token=…`). */
    undoLink: route('/undo-link'),
  },

  dashboard: route('/dashboard'),
  activity: {
    path: '/activity',
    getHref: (page?: number) => (page && page > 1 ? `/activity?page=${page}` : '/activity'),
  },
  profile: route('/profile'),
  publicProfile: route('/profile/:userId'),

  createBusiness: route('/create-business'),
  createJob: route('/create-job'),
  myContent: route('/my-content'),
  myBusinesses: {
    path: '/my-businesses',
    getHref: (page?: number) => (page && page > 1 ? `/my-businesses?page=${page}` : '/my-businesses'),
  },
  editBusiness: route('/businesses/:id/edit'),
  createAssociation: route('/create-association'),
  editAssociation: route('/associations/:id/edit'),
  myAssociations: route('/my-associations'),
  following: route('/following'),
  applications: route('/applications'),
  mySavedJobs: {
    path: '/my-saved-jobs',
    getHref: (page?: number) => (page && page > 1 ? `/my-saved-jobs?page=${page}` : '/my-saved-jobs'),
  },
  myJobAlerts: route('/my-job-alerts'),
  analytics: route('/analytics'),

  admin: {
    root: route('/admin'),
    dashboard: route('/admin/dashboard'),
    pendingBusinesses: route('/admin/pending-businesses'),
    pendingEvents: route('/admin/pending-events'),
    pendingAssociations: route('/admin/pending-associations'),
    verificationRequests: route('/admin/verification-requests'),
    ghanaianOwnedRequests: route('/admin/ghanaian-owned-requests'),
    messages: route('/admin/messages'),
    delivery: route('/admin/delivery'),
    newsletter: route('/admin/newsletter'),
    reports: route('/admin/reports'),
    notices: route('/admin/notices'),
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
