import { useId, useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BarChart3, Briefcase, CalendarDays, Eye, Star, Users, type LucideIcon } from 'lucide-react';
import {
  ANALYTICS_DEFAULT_WINDOW,
  ANALYTICS_ITEM_TYPE_LABELS,
  ANALYTICS_METRIC_LABELS,
  ANALYTICS_METRICS,
  ANALYTICS_WINDOWS,
  analyticsMessages,
  formatLongDate,
  type AnalyticsItem,
  type AnalyticsMetric,
  type AnalyticsReport,
  type AnalyticsWindow,
  type CurrentUser,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { PageLoadError, PageLoading } from '@/components/page-states';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useAnalytics } from '../api/get-analytics';
import { PeriodPicker } from './period-picker';
import { TimeChart, type ChartSeries } from './time-chart';

const METRIC_ICONS: Record<AnalyticsMetric, LucideIcon> = {
  views: Eye,
  rsvps: CalendarDays,
  followers: Users,
  reviews: Star,
  applications: Briefcase,
};

/** Line colours with enough contrast on white, and a dash each so colour is not the only difference. */
const ENGAGEMENT_LINES: Record<Exclude<AnalyticsMetric, 'views'>, { color: string; dash?: number[] }> = {
  rsvps: { color: '#ce1126' },
  followers: { color: '#a16207', dash: [8, 4] },
  reviews: { color: '#1d4ed8', dash: [2, 3] },
  applications: { color: '#6d28d9', dash: [10, 3, 2, 3] },
};

function windowFrom(value: string | null): AnalyticsWindow {
  return ANALYTICS_WINDOWS.find((days) => String(days) === value) ?? ANALYTICS_DEFAULT_WINDOW;
}

const longDay = (day: string) => formatLongDate(`${day}T12:00:00+02:00`);

/** A business account's page; an individual is told what it is for and where to change the account. */
function BusinessOnly() {
  return (
    <div className="mx-auto max-w-lg space-y-4 px-4 py-16 text-center">
      <BarChart3 aria-hidden="true" className="mx-auto size-10 text-ghana-green" />
      <p className="text-lg font-semibold text-stone-900">{analyticsMessages.businessOnly}</p>
      <p className="text-stone-700">
        Business accounts see how many people view their events, listings and jobs, and who RSVPs, follows, reviews and
        applies. You can add business details in your profile settings.
      </p>
      <Link to={paths.profile.getHref()} className={buttonClasses()}>
        Go to Profile Settings
      </Link>
    </div>
  );
}

function SummaryTiles({ report }: { report: AnalyticsReport }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Totals">
      {ANALYTICS_METRICS.map((metric) => {
        const Icon = METRIC_ICONS[metric];
        return (
          <li key={metric} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <p className="flex items-center gap-2 text-sm font-medium text-stone-600">
              <Icon aria-hidden="true" className="size-4 text-ghana-green" />
              {ANALYTICS_METRIC_LABELS[metric]}
            </p>
            <p className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
              {report.totals[metric].toLocaleString('en-ZA')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function ChartPanel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      // min-w-0: a grid item may shrink below the chart's last drawn width, so the chart can follow it.
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={titleId} className="mb-3 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Charts({ report }: { report: AnalyticsReport }) {
  const days = useMemo(() => report.series.map((day) => day.day), [report.series]);
  const views = useMemo<ChartSeries[]>(
    () => [
      {
        label: ANALYTICS_METRIC_LABELS.views,
        values: report.series.map((day) => day.views),
        color: '#006b3f',
        fill: 'rgba(0, 107, 63, 0.12)',
      },
    ],
    [report.series],
  );
  const engagement = useMemo<ChartSeries[]>(
    () =>
      (Object.keys(ENGAGEMENT_LINES) as (keyof typeof ENGAGEMENT_LINES)[]).map((metric) => ({
        label: ANALYTICS_METRIC_LABELS[metric],
        values: report.series.map((day) => day[metric]),
        ...ENGAGEMENT_LINES[metric],
      })),
    [report.series],
  );
  const period = `${longDay(report.from)} to ${longDay(report.to)}`;
  const { totals } = report;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartPanel title="Views over time">
        <TimeChart
          label={`Chart of views per day, ${period}: ${totals.views} in total. The table below lists the figures per item.`}
          days={days}
          series={views}
        />
      </ChartPanel>
      <ChartPanel title="Engagement over time">
        <TimeChart
          label={`Chart of RSVPs, followers, reviews and applications per day, ${period}: ${totals.rsvps} RSVPs, ${totals.followers} followers, ${totals.reviews} reviews and ${totals.applications} applications. The table below lists the figures per item.`}
          days={days}
          series={engagement}
        />
      </ChartPanel>
    </div>
  );
}

const ITEM_HREFS: Record<AnalyticsItem['type'], (id: number) => string> = {
  event: paths.eventDetail.getHref,
  business: paths.businessDetail.getHref,
  job: paths.jobDetail.getHref,
  association: paths.associationDetail.getHref,
  notice: paths.noticeDetail.getHref,
};

function Figure({ value }: { value: number | null }) {
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not applicable</span>
      </>
    );
  }
  return <>{value.toLocaleString('en-ZA')}</>;
}

function ItemsTable({ report }: { report: AnalyticsReport }) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Scrolls sideways on a phone; focusable so a keyboard can scroll it too. Positioned, so the table's
      // visually hidden words scroll (and clip) with it instead of widening the page.
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left text-lg font-semibold text-stone-900">
          Your items, last {report.days} days
        </caption>
        <thead className="border-b border-stone-200 text-stone-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Type
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Title
            </th>
            {ANALYTICS_METRICS.map((metric) => (
              <th key={metric} scope="col" className="px-4 py-2 text-right font-medium">
                {ANALYTICS_METRIC_LABELS[metric]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {report.items.map((item) => (
            <tr key={`${item.type}-${item.id}`}>
              <td className="px-4 py-3 whitespace-nowrap text-stone-700">{ANALYTICS_ITEM_TYPE_LABELS[item.type]}</td>
              {/* The table scrolls sideways on a phone; the title keeps a readable width instead of a word a line. */}
              <th scope="row" className="min-w-64 px-4 py-3 font-semibold">
                <Link
                  to={ITEM_HREFS[item.type](item.id)}
                  className="break-words text-stone-900 hover:text-ghana-green hover:underline"
                >
                  {item.title}
                </Link>
              </th>
              {ANALYTICS_METRICS.map((metric) => (
                <td key={metric} className="px-4 py-3 text-right text-stone-900 tabular-nums">
                  <Figure value={item[metric]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row of plain links under a guidance text. */
function GuidanceLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
      {links.map(({ to, label }) => (
        <Link key={to} to={to} className="font-semibold underline">
          {label}
        </Link>
      ))}
    </p>
  );
}

/** Guidance when there is nothing to show yet: what to create, or where to find the links to share. */
function EmptyGuidance({ report }: { report: AnalyticsReport }) {
  if (report.items.length === 0) {
    return (
      <Alert variant="info" title="Nothing to measure yet">
        <p>Create an event, list your business or post a job: their views and engagement will show here.</p>
        <GuidanceLinks
          links={[
            { to: paths.createEvent.getHref(), label: 'Create Event' },
            { to: paths.createBusiness.getHref(), label: 'List Business' },
            { to: paths.createJob.getHref(), label: 'Post Job' },
          ]}
        />
      </Alert>
    );
  }
  return (
    <Alert variant="info" title={`No views yet in the last ${report.days} days`}>
      <p>
        Share your event, listing or job on WhatsApp or social media: every visit to its page counts here. Find your
        links on your pages:
      </p>
      <GuidanceLinks
        links={[
          { to: paths.myEvents.getHref(), label: 'My Events' },
          { to: paths.myBusinesses.getHref(), label: 'My Businesses' },
          { to: paths.myJobs.getHref(), label: 'My Jobs' },
        ]}
      />
    </Alert>
  );
}

export function Analytics({ user }: { user: CurrentUser | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const days = windowFrom(searchParams.get('days'));
  const isBusiness = user?.user_type === 'business';
  const analytics = useAnalytics(days, { enabled: isBusiness });

  function choose(next: AnalyticsWindow) {
    setSearchParams(
      (params) => {
        params.set('days', String(next));
        return params;
      },
      { replace: true },
    );
  }

  const refused = analytics.error instanceof ApiError && analytics.error.status === 403;
  if (!isBusiness || refused) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Analytics</h1>
        <BusinessOnly />
      </div>
    );
  }

  const report = analytics.data;
  const nothingYet =
    report !== undefined && (report.items.length === 0 || ANALYTICS_METRICS.every((m) => report.totals[m] === 0));

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Analytics</h1>
          <p className="text-sm text-stone-600">
            Views of your events, listings and jobs, and the engagement they bring. Days are counted in South African
            time.
          </p>
        </div>
        <PeriodPicker value={days} onChange={choose} />
      </div>

      {analytics.isPending ? (
        <PageLoading>Loading your analytics...</PageLoading>
      ) : analytics.isError || !report ? (
        <PageLoadError message={analyticsMessages.fetchFailed} onRetry={() => void analytics.refetch()}>
          <Link to={paths.dashboard.getHref()} className={buttonClasses({ variant: 'secondary' })}>
            Back to Dashboard
          </Link>
        </PageLoadError>
      ) : (
        <>
          <p role="status" className="text-sm text-stone-700" aria-busy={analytics.isPlaceholderData}>
            {analytics.isPlaceholderData
              ? `Loading the last ${days} days...`
              : `${longDay(report.from)} to ${longDay(report.to)}`}
          </p>
          <SummaryTiles report={report} />
          {nothingYet ? <EmptyGuidance report={report} /> : <Charts report={report} />}
          {report.items.length > 0 && <ItemsTable report={report} />}
        </>
      )}
    </div>
  );
}
