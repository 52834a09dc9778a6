import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  BarChart3,
  Briefcase,
  Building2,
  CalendarDays,
  CalendarPlus,
  Heart,
  Megaphone,
  PartyPopper,
  ShieldCheck,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { dashboardMessages, formatMonthYear, type CurrentUser, type DashboardCounters } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { ActivityItemRow } from './activity-item';

type Counter = { key: keyof DashboardCounters; label: string; icon: LucideIcon; to?: string; linkLabel?: string };

const individualCounters: Counter[] = [
  {
    key: 'events_attending',
    label: 'Events attending',
    icon: CalendarDays,
    to: paths.myEvents.getHref(),
    linkLabel: 'View my events',
  },
  {
    key: 'businesses_following',
    label: 'Businesses following',
    icon: Heart,
    to: paths.businesses.getHref(),
    linkLabel: 'Discover businesses',
  },
  {
    key: 'jobs_applied',
    label: 'Jobs applied',
    icon: Briefcase,
    to: paths.applications.getHref(),
    linkLabel: 'View applications',
  },
];

const businessCounters: Counter[] = [
  {
    key: 'events_created',
    label: 'Events created',
    icon: CalendarDays,
    to: paths.myEvents.getHref(),
    linkLabel: 'Manage events',
  },
  {
    key: 'business_listings',
    label: 'Business listings',
    icon: Building2,
    to: paths.myBusinesses.getHref(),
    linkLabel: 'Manage listings',
  },
  { key: 'jobs_posted', label: 'Jobs posted', icon: Briefcase, to: paths.myJobs.getHref(), linkLabel: 'Manage jobs' },
];

type QuickLink = { label: string; to: string; icon: LucideIcon };

const individualLinks: QuickLink[] = [
  { label: 'Browse Events', to: paths.events.getHref(), icon: CalendarDays },
  { label: 'Find Businesses', to: paths.businesses.getHref(), icon: Building2 },
  { label: 'Search Jobs', to: paths.jobs.getHref(), icon: Briefcase },
  { label: 'Update Profile', to: paths.profile.getHref(), icon: UserRound },
];

const businessLinks: QuickLink[] = [
  { label: 'Create Event', to: paths.createEvent.getHref(), icon: CalendarPlus },
  { label: 'List Business', to: paths.createBusiness.getHref(), icon: Building2 },
  { label: 'Post Job', to: paths.createJob.getHref(), icon: Briefcase },
  { label: 'View Analytics', to: paths.analytics.getHref(), icon: BarChart3 },
];

type FirstStep = { label: string; why: string; to: string; icon: LucideIcon };

const individualFirstSteps: FirstStep[] = [
  {
    label: 'Find events',
    why: 'See what the community is planning near you, from braais to church days.',
    to: paths.events.getHref(),
    icon: CalendarDays,
  },
  {
    label: 'Follow businesses',
    why: 'Hear about new events from the Ghanaian businesses you like.',
    to: paths.businesses.getHref(),
    icon: Heart,
  },
  {
    label: 'Complete your profile',
    why: 'A city and a few words about you help members know who they are meeting.',
    to: paths.profile.getHref(),
    icon: UserRound,
  },
];

const businessFirstSteps: FirstStep[] = [
  {
    label: 'Complete your business profile',
    why: 'Your description and registration number build trust and let you ask for verification.',
    to: paths.profile.getHref(),
    icon: UserRound,
  },
  {
    label: 'Create an event',
    why: 'Invite the community to a launch, a tasting or a get-together.',
    to: paths.createEvent.getHref(),
    icon: CalendarPlus,
  },
  {
    label: 'List your business',
    why: 'Appear in the directory where members look for services they can trust.',
    to: paths.createBusiness.getHref(),
    icon: Building2,
  },
  {
    label: 'Post a job',
    why: 'Reach Ghanaians across South Africa who are looking for work.',
    to: paths.createJob.getHref(),
    icon: Briefcase,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Nothing counted yet: none of the first steps has been taken. */
const nothingCounted = (counters: DashboardCounters) => Object.values(counters).every((value) => value === 0);

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Greeting({ user }: { user: CurrentUser }) {
  const dashboard = useDashboard();
  const isBusiness = user.user_type === 'business';
  // Until the API answers, the account's age decides, so a member who has just registered is never
  // greeted 'Welcome back' for a moment.
  const [shownAt] = useState(() => Date.now());
  const isNewMember = dashboard.data?.is_new_member ?? shownAt - new Date(user.created_at).getTime() < DAY_MS;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar name={user.name} size="lg" />
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {isNewMember ? `Welcome to Akwaaba, ${user.name}!` : `Welcome back, ${user.name}!`}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={isBusiness ? 'gold' : 'green'}>{isBusiness ? 'Business Account' : 'Individual Account'}</Badge>
          {isBusiness && user.business_name && <Badge>{user.business_name}</Badge>}
          {user.is_verified_business && (
            <Badge tone="green">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              Verified Business
            </Badge>
          )}
          <span className="text-sm text-stone-600">Member since {formatMonthYear(user.created_at)}</span>
        </div>
      </div>
    </div>
  );
}

function Counters({ user }: { user: CurrentUser }) {
  const dashboard = useDashboard();
  const counters = user.user_type === 'business' ? businessCounters : individualCounters;

  if (dashboard.isError) {
    return (
      <div className="space-y-3">
        <Alert variant="error">{errorMessage(dashboard.error, dashboardMessages.fetchFailed)}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void dashboard.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {counters.map(({ key, label, icon: Icon, to, linkLabel }) => (
        <li key={key} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium text-stone-700">{label}</p>
            <Icon aria-hidden="true" className="size-5 text-ghana-green" />
          </div>
          <p className="mt-2 text-3xl font-bold text-stone-900">
            {dashboard.isPending ? <Spinner size="sm" /> : formatCount(dashboard.data.counters[key])}
          </p>
          {to && (
            <Link
              to={to}
              className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-ghana-green hover:underline"
            >
              {linkLabel}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function RecentActivity() {
  const dashboard = useDashboard();
  const viewAll = (
    <Link to={paths.activity.getHref()} className="text-sm font-semibold text-ghana-green hover:underline">
      View all
    </Link>
  );
  return (
    <Section title="Recent Activity" action={viewAll}>
      {dashboard.isPending ? (
        <Spinner label="Loading recent activity…" />
      ) : dashboard.isError ? (
        <p className="text-stone-700">{errorMessage(dashboard.error, dashboardMessages.fetchFailed)}</p>
      ) : dashboard.data.recent_activity.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
          {dashboardMessages.noActivity}
        </p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {dashboard.data.recent_activity.map((item) => (
            <ActivityItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function GetStarted({ isBusiness }: { isBusiness: boolean }) {
  const steps = isBusiness ? businessFirstSteps : individualFirstSteps;
  return (
    <Section title="Get started">
      <p className="-mt-2 mb-4 flex items-center gap-2 text-stone-700">
        <Sparkles aria-hidden="true" className="size-4 shrink-0 text-ghana-gold" />A few good first steps, in any order.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {steps.map(({ label, why, to, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex h-full gap-3 rounded-xl border border-stone-200 p-4 hover:border-ghana-green hover:bg-ghana-green-light"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ghana-green-light">
                <Icon aria-hidden="true" className="size-5 text-ghana-green" />
              </span>
              <span>
                <span className="block font-semibold text-stone-900">{label}</span>
                <span className="block text-sm text-stone-700">{why}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The left column: 'Get started' while none of the first steps is taken (in place of an empty activity box),
 * recent activity once there is any.
 */
function MainColumn({ isBusiness }: { isBusiness: boolean }) {
  const dashboard = useDashboard();
  const gettingStarted = dashboard.isSuccess && nothingCounted(dashboard.data.counters);
  const hasActivity = dashboard.isSuccess && dashboard.data.recent_activity.length > 0;
  return (
    <div className="space-y-6 lg:col-span-2">
      {gettingStarted && <GetStarted isBusiness={isBusiness} />}
      {(!gettingStarted || hasActivity) && <RecentActivity />}
    </div>
  );
}

function PromoBanner({ isBusiness }: { isBusiness: boolean }) {
  return isBusiness ? (
    <aside className="flex flex-col gap-4 rounded-2xl bg-ghana-green p-6 text-white sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-4">
        <Megaphone aria-hidden="true" className="size-10 shrink-0 text-ghana-gold" />
        <div>
          <p className="text-lg font-semibold">Grow your business with the community</p>
          <p className="text-green-50">
            List your business and host events so Ghanaians across South Africa can find you.
          </p>
        </div>
      </div>
      <Link to={paths.createBusiness.getHref()} className={buttonClasses({ variant: 'gold', className: 'shrink-0' })}>
        List your business
      </Link>
    </aside>
  ) : (
    <aside className="flex flex-col gap-4 rounded-2xl bg-ghana-gold-light p-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-4">
        <PartyPopper aria-hidden="true" className="size-10 shrink-0 text-ghana-red" />
        <div>
          <p className="text-lg font-semibold text-stone-900">There is always something happening</p>
          <p className="text-stone-700">
            Find an event near you and meet the community, or follow the businesses you love.
          </p>
        </div>
      </div>
      <Link to={paths.events.getHref()} className={buttonClasses({ className: 'shrink-0' })}>
        Explore Events
      </Link>
    </aside>
  );
}

/**
 * The member's home: greeting, counters from the API, quick links, recent activity. `notice` is what another feature
 * asks of the member first (auth's prompt to confirm the email address), placed below the greeting.
 */
export function Dashboard({ user, notice }: { user: CurrentUser | null; notice?: ReactNode }) {
  if (!user) {
    return (
      <div className="mx-auto max-w-md space-y-4 px-4 py-16 text-center">
        <p className="text-lg text-stone-800">{dashboardMessages.loginRequired}</p>
        <Link to={paths.auth.login.getHref(paths.dashboard.getHref())} className={buttonClasses()}>
          Sign In
        </Link>
      </div>
    );
  }

  const isBusiness = user.user_type === 'business';
  const links = isBusiness ? businessLinks : individualLinks;

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      <Greeting user={user} />
      {notice}
      <Counters user={user} />
      <PromoBanner isBusiness={isBusiness} />
      <div className="grid gap-6 lg:grid-cols-3">
        <MainColumn isBusiness={isBusiness} />
        <Section title={isBusiness ? 'Business Actions' : 'Quick Links'}>
          <ul className="grid gap-2">
            {links.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-lg border border-stone-200 px-4 py-3 font-medium text-stone-800 hover:border-ghana-green hover:bg-ghana-green-light"
                >
                  <Icon aria-hidden="true" className="size-5 text-ghana-green" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </div>
  );
}
