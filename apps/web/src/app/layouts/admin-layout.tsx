import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PageScrollRestoration } from './page-scroll-restoration';
import {
  ArrowLeft,
  Award,
  BadgeCheck,
  CalendarClock,
  Building2,
  Flag,
  LayoutDashboard,
  Mail,
  MailWarning,
  Megaphone,
  Newspaper,
  ScrollText,
  Users,
  UsersRound,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/components/ui/cn';
import { useAdminStats } from '@/features/admin/api/get-admin-stats';
import { useAuth } from '@/lib/auth-store';
import { AccountMenu } from './account-menu';
import { Logo } from './logo';
import { NavigationProgress, SkipLink, useFocusMainOnNavigation } from './main-layout';

const adminLinks = [
  { label: 'Dashboard', to: paths.admin.dashboard.getHref(), icon: LayoutDashboard },
  { label: 'Pending Businesses', to: paths.admin.pendingBusinesses.getHref(), icon: Building2 },
  { label: 'Pending Events', to: paths.admin.pendingEvents.getHref(), icon: CalendarClock },
  { label: 'Pending Associations', to: paths.admin.pendingAssociations.getHref(), icon: UsersRound },
  { label: 'Verification Requests', to: paths.admin.verificationRequests.getHref(), icon: BadgeCheck },
  { label: 'Ghanaian-owned Mark', to: paths.admin.ghanaianOwnedRequests.getHref(), icon: Award },
  { label: 'Messages', to: paths.admin.messages.getHref(), icon: Mail },
  { label: 'Delivery', to: paths.admin.delivery.getHref(), icon: MailWarning },
  { label: 'Newsletter', to: paths.admin.newsletter.getHref(), icon: Newspaper },
  { label: 'Reports', to: paths.admin.reports.getHref(), icon: Flag },
  { label: 'Notices', to: paths.admin.notices.getHref(), icon: Megaphone },
  { label: 'Members', to: paths.admin.members.getHref(), icon: Users },
  { label: 'Audit trail', to: paths.admin.audit.getHref(), icon: ScrollText },
];

// On a phone the links are one strip that scrolls sideways, so each page starts in the first screen; from md up
// they are the side panel's column.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-medium whitespace-nowrap md:gap-3',
    isActive ? 'bg-ghana-green text-white' : 'text-stone-700 hover:bg-stone-100',
  );

/** Brings the current page's link into the strip's view on a phone (the strip scrolls; the page does not). */
function useActiveLinkInView() {
  const strip = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = strip.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return strip;
}

/** How many reports wait, beside the Reports link (read as 'Reports, 3 open'); nothing when none do. */
function OpenReportsCount() {
  const stats = useAdminStats();
  const count = stats.data?.open_reports ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span aria-hidden="true" className="ml-auto rounded-full bg-ghana-red px-2 text-xs font-bold text-white">
        {count}
      </span>
      <span className="sr-only">{`, ${count} open`}</span>
    </>
  );
}

/** The admin area, outside the main layout: an 'Admin Panel' side panel beside the page (a strip above it on a phone). */
export function AdminLayout() {
  const { user } = useAuth();
  const strip = useActiveLinkInView();
  useFocusMainOnNavigation();
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <SkipLink />
      <NavigationProgress />
      <header className="border-b border-stone-200 bg-white">
        <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          {user && <AccountMenu user={user} />}
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <aside className="border-b border-stone-200 bg-white md:w-64 md:shrink-0 md:border-r md:border-b-0">
          <nav aria-labelledby="admin-panel-title" className="md:p-4">
            <h2
              id="admin-panel-title"
              className="sr-only md:not-sr-only md:mb-3 md:block md:px-3 md:text-xs md:font-bold md:tracking-wider md:text-stone-600 md:uppercase"
            >
              Admin Panel
            </h2>
            <ul ref={strip} className="flex gap-1 overflow-x-auto px-4 py-2 md:grid md:overflow-visible md:p-0">
              {adminLinks.map(({ label, to, icon: Icon }) => (
                <li key={to} className="shrink-0">
                  <NavLink to={to} className={linkClass}>
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                    {to === paths.admin.reports.getHref() && <OpenReportsCount />}
                  </NavLink>
                </li>
              ))}
              <li className="shrink-0 md:mt-3">
                <NavLink
                  to={paths.home.getHref()}
                  className="flex items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-medium whitespace-nowrap text-ghana-green hover:bg-ghana-green-light md:gap-3"
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Back to main site
                </NavLink>
              </li>
            </ul>
          </nav>
        </aside>
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
      <PageScrollRestoration />
    </div>
  );
}
