import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  BarChart3,
  Briefcase,
  Building2,
  CalendarDays,
  CalendarPlus,
  CircleCheck,
  CircleDashed,
  Heart,
  Megaphone,
  PartyPopper,
  ShieldCheck,
  Sparkles,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import {
  dashboardMessages,
  formatMonthYear,
  type CurrentUser,
  type DashboardCounters,
  type OnboardingStep,
  type OnboardingStepKey,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { ActivityItemRow } from '@/components/activity-item';

type Counter = { key: keyof DashboardCounters; label: string; icon: LucideIcon; to?: string; linkLabel?: string };

/** Both account types belong to associations (decision 035). */
const associationsCounter: Counter = {
  key: 'associations_joined',
  label: 'Associations joined',
  icon: UsersRound,
  to: paths.myAssociations.getHref(),
  linkLabel: 'My associations',
};

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
  associationsCounter,
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
  associationsCounter,
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

/** Where each first step is taken, and its picture; the words are dashboardMessages.onboardingSteps. */
const firstSteps: Record<OnboardingStepKey, { to: string; icon: LucideIcon }> = {
  profile: { to: paths.profile.getHref(), icon: UserRound },
  rsvp: { to: paths.events.getHref(), icon: CalendarDays },
  follow: { to: paths.businesses.getHref(), icon: Heart },
  business_profile: { to: paths.profile.getHref(), icon: UserRound },
  listing: { to: paths.createBusiness.getHref(), icon: Building2 },
  event: { to: paths.createEvent.getHref(), icon: CalendarPlus },
  job: { to: paths.createJob.getHref(), icon: Briefcase },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Nothing counted yet: three zeros say nothing a phone's first screen should spend itself on. */
const nothingCounted = (counters: DashboardCounters) => Object.values(counters).every((value) => value === 0);

const hiddenKey = (userId: number) => `akwaaba.gettingStartedHidden.${userId}`;

/** 'Hide this checklist', kept on this device per member (for the session only when the browser refuses storage). */
function useChecklistHidden(userId: number) {
  const [hidden, setHidden] = useState(() => {
    try {
      return window.localStorage.getItem(hiddenKey(userId)) === '1';
    } catch {
      return false;
    }
  });
  function hide() {
    setHidden(true);
    try {
      window.localStorage.setItem(hiddenKey(userId), '1');
    } catch {
      // Hidden until the page is left.
    }
  }
  return { hidden, hide };
}

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

function Counters({ user, checklistShown }: { user: CurrentUser; checklistShown: boolean }) {
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

  // On a phone, a member with the checklist and nothing counted sees the checklist first, not three zeros.
  const zerosOnPhone = checklistShown && dashboard.isSuccess && nothingCounted(dashboard.data.counters);
  return (
    <ul className={cn('gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-4', zerosOnPhone ? 'hidden' : 'grid')}>
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

function StepRow({ step, done }: OnboardingStep) {
  const { label, why } = dashboardMessages.onboardingSteps[step];
  const { to, icon: Icon } = firstSteps[step];
  return (
    <li>
      <Link
        to={to}
        className={cn(
          'flex h-full gap-3 rounded-xl border p-4 hover:border-ghana-green hover:bg-ghana-green-light',
          done ? 'border-ghana-green/40 bg-ghana-green-light/60' : 'border-stone-200',
        )}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ghana-green-light">
          <Icon aria-hidden="true" className="size-5 text-ghana-green" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="font-semibold text-stone-900">{label}</span>
            <Badge tone={done ? 'green' : 'neutral'}>
              {done ? (
                <CircleCheck aria-hidden="true" className="size-3.5" />
              ) : (
                <CircleDashed aria-hidden="true" className="size-3.5" />
              )}
              {done ? dashboardMessages.stepDone : dashboardMessages.stepToDo}
            </Badge>
          </span>
          <span className="block text-sm text-stone-700">{why}</span>
        </span>
      </Link>
    </li>
  );
}

/** The first steps with where each stands (in words, not only colour) and how many are done. */
function GetStarted({ steps, onHide }: { steps: OnboardingStep[]; onHide: () => void }) {
  const done = steps.filter((step) => step.done).length;
  const hide = (
    <Button variant="ghost" size="sm" onClick={onHide}>
      {dashboardMessages.hideChecklist}
    </Button>
  );
  return (
    <Section title={dashboardMessages.gettingStarted} action={hide}>
      <div className="-mt-2 mb-4 space-y-2">
        <p className="flex items-center gap-2 font-medium text-stone-800">
          <Sparkles aria-hidden="true" className="size-4 shrink-0 text-ghana-gold" />
          {dashboardMessages.onboardingProgress(done, steps.length)}
        </p>
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-stone-200">
          <div className="h-full rounded-full bg-ghana-green" style={{ width: `${(done / steps.length) * 100}%` }} />
        </div>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {steps.map((step) => (
          <StepRow key={step.step} {...step} />
        ))}
      </ul>
    </Section>
  );
}

/** A business that has listed itself is asked to host, not to list again; it waits for the counters to know which. */
function PromoBanner({ isBusiness }: { isBusiness: boolean }) {
  const dashboard = useDashboard();
  if (isBusiness) {
    if (!dashboard.isSuccess) return null;
    const listed = dashboard.data.counters.business_listings > 0;
    const banner = listed ? dashboardMessages.hostBanner : dashboardMessages.listBanner;
    return (
      <aside className="flex flex-col gap-4 rounded-2xl bg-ghana-green p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-4">
          <Megaphone aria-hidden="true" className="size-10 shrink-0 text-ghana-gold" />
          <div>
            <p className="text-lg font-semibold">{banner.title}</p>
            <p className="text-green-50">{banner.text}</p>
          </div>
        </div>
        <Link
          to={listed ? paths.createEvent.getHref() : paths.createBusiness.getHref()}
          className={buttonClasses({ variant: 'gold', className: 'shrink-0' })}
        >
          {banner.action}
        </Link>
      </aside>
    );
  }
  return (
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
        <Link to={paths.login.getHref(paths.dashboard.getHref())} className={buttonClasses()}>
          Sign In
        </Link>
      </div>
    );
  }

  return <MemberDashboard user={user} notice={notice} />;
}

/**
 * 'Get started' comes first while a step is left and the member has not hidden it; once every step is done it
 * goes by itself.
 */
function MemberDashboard({ user, notice }: { user: CurrentUser; notice?: ReactNode }) {
  const dashboard = useDashboard();
  const checklist = useChecklistHidden(user.id);
  const isBusiness = user.user_type === 'business';
  const links = isBusiness ? businessLinks : individualLinks;
  const steps = dashboard.data?.onboarding ?? [];
  const checklistShown = !checklist.hidden && steps.some((step) => !step.done);

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      <Greeting user={user} />
      {notice}
      {checklistShown && <GetStarted steps={steps} onHide={checklist.hide} />}
      <Counters user={user} checklistShown={checklistShown} />
      <PromoBanner isBusiness={isBusiness} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity />
        </div>
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
