import { createBrowserRouter, Navigate, type createMemoryRouter, type RouteObject } from 'react-router';
import { publicPagePaths } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/spinner';
import { onUnauthorized } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { AdminRoute } from './guards/admin-route';
import { ProtectedRoute } from './guards/protected-route';
import { MainLayout } from './layouts/main-layout';
import { RouteError } from './route-error';

type PublicPageName = keyof typeof publicPagePaths;

/**
 * Each public page's screen. The page itself is declared once in packages/contracts/src/pages.ts (its path, loader
 * and head); the compiler asks for its screen here, and its route follows from the two.
 */
const publicPageScreens = {
  home: () => import('./routes/home'),
  events: () => import('./routes/events/events'),
  businesses: () => import('./routes/businesses/businesses'),
  jobs: () => import('./routes/jobs/jobs'),
  associations: () => import('./routes/associations/associations'),
  notices: () => import('./routes/notices/notices'),
  about: () => import('./routes/about'),
  contact: () => import('./routes/contact'),
  terms: () => import('./routes/terms'),
  privacy: () => import('./routes/privacy'),
  // Public so links shared on WhatsApp open for visitors too (docs/rules/who-sees-what.md).
  eventDetail: () => import('./routes/events/event'),
  businessDetail: () => import('./routes/businesses/business'),
  jobDetail: () => import('./routes/jobs/job'),
  associationDetail: () => import('./routes/associations/association'),
  noticeDetail: () => import('./routes/notices/notice'),
  search: () => import('./routes/search'),
  login: () => import('./routes/auth/login'),
  register: () => import('./routes/auth/register'),
  forgotPassword: () => import('./routes/auth/forgot-password'),
} satisfies Record<PublicPageName, NonNullable<RouteObject['lazy']>>;

const publicPageRoutes: RouteObject[] = (Object.keys(publicPageScreens) as PublicPageName[]).map((name) =>
  name === 'home'
    ? { index: true, lazy: publicPageScreens.home }
    : { path: publicPagePaths[name], lazy: publicPageScreens[name] },
);

/**
 * The one composition root of the web app: every page is its own lazily loaded chunk, so the
 * first visit downloads only the shell and the page it opens (docs/rules/budgets.md).
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <MainLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      ...publicPageRoutes,
      { path: paths.unsubscribe.path, lazy: () => import('./routes/unsubscribe') },
      { path: paths.guestRsvp.path, lazy: () => import('./routes/guest-rsvp') },
      { path: paths.reconfirm.path, lazy: () => import('./routes/reconfirm') },
      { path: paths.jobAlertUnsubscribe.path, lazy: () => import('./routes/jobs/job-alert-unsubscribe') },

      { path: paths.auth.resetPassword.path, lazy: () => import('./routes/auth/reset-password') },
      { path: paths.auth.callback.path, lazy: () => import('./routes/auth/callback') },
      // Outside the guard: a mailed link may be opened on a device where the member is not signed in.
      { path: paths.auth.confirmEmail.path, lazy: () => import('./routes/auth/confirm-email') },
      { path: paths.auth.undoLink.path, lazy: () => import('./routes/auth/undo-link') },

      // Public so links shared on WhatsApp open for visitors too (docs/rules/who-sees-what.md).
      { path: paths.publicProfile.path, lazy: () => import('./routes/profiles/public-profile') },

      {
        element: <ProtectedRoute />,
        children: [
          { path: paths.dashboard.path, lazy: () => import('./routes/dashboard/dashboard') },
          { path: paths.activity.path, lazy: () => import('./routes/dashboard/activity') },
          { path: paths.analytics.path, lazy: () => import('./routes/analytics') },
          { path: paths.profile.path, lazy: () => import('./routes/profiles/profile-settings') },
          { path: paths.createEvent.path, lazy: () => import('./routes/events/create-event') },
          { path: paths.editEvent.path, lazy: () => import('./routes/events/edit-event') },
          { path: paths.myEvents.path, lazy: () => import('./routes/events/my-events') },
          { path: paths.following.path, lazy: () => import('./routes/businesses/following') },
          { path: paths.myBusinesses.path, lazy: () => import('./routes/businesses/my-businesses') },
          { path: paths.createBusiness.path, lazy: () => import('./routes/businesses/create-business') },
          { path: paths.editBusiness.path, lazy: () => import('./routes/businesses/edit-business') },
          { path: paths.createJob.path, lazy: () => import('./routes/jobs/create-job') },
          { path: paths.editJob.path, lazy: () => import('./routes/jobs/edit-job') },
          { path: paths.myJobs.path, lazy: () => import('./routes/jobs/my-jobs') },
          { path: paths.applications.path, lazy: () => import('./routes/jobs/applications') },
          { path: paths.mySavedJobs.path, lazy: () => import('./routes/jobs/saved-jobs') },
          { path: paths.myJobAlerts.path, lazy: () => import('./routes/jobs/job-alerts') },
          { path: paths.myContent.path, lazy: () => import('./routes/my-content') },
          { path: paths.createAssociation.path, lazy: () => import('./routes/associations/create-association') },
          { path: paths.editAssociation.path, lazy: () => import('./routes/associations/edit-association') },
          { path: paths.myAssociations.path, lazy: () => import('./routes/associations/my-associations') },
          { path: paths.createNotice.path, lazy: () => import('./routes/notices/create-notice') },
          { path: paths.editNotice.path, lazy: () => import('./routes/notices/edit-notice') },
        ],
      },

      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  {
    path: paths.admin.root.path,
    element: <AdminRoute />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // Only admins open it: its code (and its icons) stay off everyone else's first visit.
        lazy: () => import('./layouts/admin-layout').then((module) => ({ Component: module.AdminLayout })),
        children: [
          { index: true, element: <Navigate to={paths.admin.dashboard.getHref()} replace /> },
          { path: paths.admin.dashboard.path, lazy: () => import('./routes/admin/dashboard') },
          { path: paths.admin.pendingEvents.path, lazy: () => import('./routes/admin/pending-events') },
          { path: paths.admin.pendingBusinesses.path, lazy: () => import('./routes/admin/pending-businesses') },
          {
            path: paths.admin.pendingAssociations.path,
            lazy: () => import('./routes/admin/pending-associations'),
          },
          {
            path: paths.admin.verificationRequests.path,
            lazy: () => import('./routes/admin/verification-requests'),
          },
          {
            path: paths.admin.ghanaianOwnedRequests.path,
            lazy: () => import('./routes/admin/ghanaian-owned-requests'),
          },
          { path: paths.admin.messages.path, lazy: () => import('./routes/admin/messages') },
          { path: paths.admin.delivery.path, lazy: () => import('./routes/admin/delivery') },
          { path: paths.admin.newsletter.path, lazy: () => import('./routes/admin/newsletter') },
          { path: paths.admin.reports.path, lazy: () => import('./routes/admin/reports') },
          { path: paths.admin.members.path, lazy: () => import('./routes/admin/members') },
          { path: paths.admin.audit.path, lazy: () => import('./routes/admin/audit') },
          { path: paths.admin.notices.path, lazy: () => import('./routes/notices/notices-admin') },
        ],
      },
    ],
  },
];

type CreateRouter = typeof createBrowserRouter | typeof createMemoryRouter;

/** Builds the router (browser history in the app, memory history in tests) and sends any 401 to sign-in. */
export function createAppRouter<C extends CreateRouter>(
  create: C = createBrowserRouter as C,
  options?: Parameters<C>[1],
) {
  const router = create(routes, options as never);
  onUnauthorized(() => {
    queryClient.removeQueries();
    const { pathname, search } = router.state.location;
    if (pathname !== paths.login.path) void router.navigate(paths.login.getHref(pathname + search));
  });
  return router;
}
