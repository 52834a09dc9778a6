import { Link, useLocation } from 'react-router';
import { homeQueries, profileMessages } from '@akwaaba/contracts';
import { useBusinesses } from '@/features/businesses/api/get-businesses';
import { BusinessCard, BusinessCardSkeleton } from '@/features/businesses/components/business-card';
import { useEvents } from '@/features/events/api/get-events';
import { EventCard, EventCardSkeleton } from '@/features/events/components/event-card';
import { HomePage } from '@/features/home/components/home-page';
import { useOnline } from '@/features/offline/hooks/use-online';
import { OfflineHome } from '@/features/offline/components/offline-home';
import { LiveSection } from '@/features/home/components/live-section';
import { useJobs } from '@/features/jobs/api/get-jobs';
import { JobCard, JobLineSkeleton } from '@/features/jobs/components/job-card';
import { SiteSearchForm } from '@/features/search/components/site-search-form';
import { paths, type HomeState } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCreatesListings } from '@/lib/auth-store';

/** Offline, the home page is what the service worker kept for the member (docs/decisions/017). */
export function Component() {
  useDocumentTitle('Ghanaian community in South Africa');
  return useOnline() ? <LiveHome /> : <OfflineHome />;
}

function LiveHome() {
  const { state } = useLocation();
  const accountDeleted = (state as HomeState | null)?.accountDeleted === true;
  // Business accounts and admins create events, list businesses and post jobs; they are offered the first one.
  const canCreate = useCreatesListings();
  // One small page of each list, as the page's loader loads them: events upcoming-first, the newest listings and jobs.
  const events = useEvents(homeQueries.events);
  const businesses = useBusinesses(homeQueries.businesses);
  const jobs = useJobs(homeQueries.jobs);
  const createLink = (to: string, label: string) =>
    canCreate ? (
      <Link to={to} className={buttonClasses()}>
        {label}
      </Link>
    ) : undefined;

  return (
    <HomePage
      searchForm={<SiteSearchForm />}
      notice={
        accountDeleted && (
          <Alert variant="success" title={profileMessages.accountDeleted}>
            {profileMessages.accountDeletedNotice}
          </Alert>
        )
      }
    >
      <LiveSection
        title="Upcoming events"
        seeAll={{ to: paths.events.getHref(), label: 'See all events' }}
        query={events}
        layout="cards"
        renderItem={(event) => <EventCard event={event} compact />}
        skeleton={<EventCardSkeleton />}
        loadingText="Loading upcoming events..."
        errorText="Upcoming events could not be loaded."
        emptyText="No upcoming events yet."
        emptyAction={createLink(paths.createEvent.getHref(), 'Create an event')}
      />
      <LiveSection
        title="New businesses"
        seeAll={{ to: paths.businesses.getHref(), label: 'See all businesses' }}
        query={businesses}
        layout="cards"
        renderItem={(business) => <BusinessCard business={business} compact />}
        skeleton={<BusinessCardSkeleton />}
        loadingText="Loading new businesses..."
        errorText="New businesses could not be loaded."
        emptyText="No businesses listed yet."
        emptyAction={createLink(paths.createBusiness.getHref(), 'List your business')}
      />
      <LiveSection
        title="Latest jobs"
        seeAll={{ to: paths.jobs.getHref(), label: 'See all jobs' }}
        query={jobs}
        layout="lines"
        renderItem={(job) => <JobCard job={job} compact />}
        skeleton={<JobLineSkeleton />}
        loadingText="Loading latest jobs..."
        errorText="Latest jobs could not be loaded."
        emptyText="No jobs posted yet."
        emptyAction={createLink(paths.createJob.getHref(), 'Post a job')}
      />
    </HomePage>
  );
}
