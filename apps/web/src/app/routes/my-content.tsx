import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, CalendarPlus, Plus } from 'lucide-react';
import { businessMessages, jobMessages } from '@akwaaba/contracts';
import { myBusinessesQueryOptions } from '@/features/businesses/api/get-my-businesses';
import { MyBusinessesList } from '@/features/businesses/components/my-businesses-list';
import { myEventsQueryOptions } from '@/features/events/api/get-my-events';
import { MyEventsList } from '@/features/events/components/my-events-list';
import { myJobsQueryOptions } from '@/features/jobs/api/get-my-jobs';
import { MyJobsList } from '@/features/jobs/components/my-jobs-list';
import { MyContent, type ContentTab } from '@/features/my-content/components/my-content';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth, useCreatesListings } from '@/lib/auth-store';

/**
 * My Content composes the three kinds' own lists. Only business accounts and admins create events, listings and
 * jobs (docs/rules/who-sees-what.md; the API refuses anyone else), so a personal account gets no tabs, and is told why.
 * Each tab's count is its first page's total: the open tab on page 1 shares that request.
 */
export function Component() {
  useDocumentTitle('My Content');
  const { user } = useAuth();
  const creates = useCreatesListings();
  const events = useQuery({ ...myEventsQueryOptions(1), enabled: creates });
  const businesses = useQuery({ ...myBusinessesQueryOptions(1), enabled: creates });
  const jobs = useQuery({ ...myJobsQueryOptions(1), enabled: creates });

  if (!user) return <PageSpinner label="Checking your session…" />;

  const tabs: ContentTab[] = creates
    ? [
        {
          id: 'events',
          label: 'Events',
          count: events.data?.total,
          create: { to: paths.createEvent.getHref(), label: 'Create Event', icon: CalendarPlus },
          List: MyEventsList,
        },
        {
          id: 'businesses',
          label: 'Businesses',
          count: businesses.data?.total,
          create: { to: paths.createBusiness.getHref(), label: businessMessages.addBusiness, icon: Plus },
          List: MyBusinessesList,
        },
        {
          id: 'jobs',
          label: 'Jobs',
          count: jobs.data?.total,
          create: {
            to: paths.createJob.getHref(),
            label: jobMessages.postJob,
            emptyLabel: jobMessages.postFirstJob,
            icon: BriefcaseBusiness,
          },
          List: MyJobsList,
        },
      ]
    : [];
  return <MyContent tabs={tabs} />;
}
