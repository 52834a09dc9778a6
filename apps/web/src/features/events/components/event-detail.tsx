import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { CalendarDays, CalendarPlus, Info, MapPin, Pencil, Tag, UserRound, Users, Video } from 'lucide-react';
import {
  cityLabel,
  eventMessages,
  eventOps,
  formatTwoClocks,
  lifeEventLabels,
  previewMessages,
  seriesMessages,
  reminderMessages,
  type EventDetail as Event,
  eventShareFacts,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { BackLink, InfoCard, TextSection } from '@/components/detail-page';
import { HiddenByModerators } from '@/components/hidden-by-moderators';
import { PageLoading, PageLoadError } from '@/components/page-states';
import { ShareButtons } from '@/components/share-buttons';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, errorMessage, operationHref } from '@/lib/api-client';
import { useDataSaver } from '@/lib/data-lite';
import { formatCount, safeExternalUrl } from '@/lib/format';
import { useDownloadEventCalendar } from '../api/download-event-calendar';
import { useEvent } from '../api/get-event';
import { AttendeesPanel } from './attendees-panel';
import { CancelEventButton } from './cancel-event-button';
import { ContributionsSection } from './contributions-section';
import { formatEventDay, formatEventTime, priceLabel } from './event-format';
import { EventImage, TapToLoadImage } from './event-image';
import { EventNotFound } from './event-not-found';
import { EventLog } from './event-log';
import { RsvpPanel } from './rsvp-panel';
import { SeriesDates } from './event-series';

// The co-hosts' panel carries a form: it loads only for those who run the event (decision 040).
const CohostsPanel = lazy(() => import('./cohosts-panel').then((module) => ({ default: module.CohostsPanel })));

function BackToEvents() {
  return <BackLink to={paths.events.getHref()}>Back to Events</BackLink>;
}

/** The owner's view of where the event stands: waiting for an admin, turned down, or private. */
function OwnerNotices({ event }: { event: Event }) {
  if (!event.is_owner) return null;
  return (
    <>
      {event.status === 'hidden' && <HiddenByModerators />}
      {event.status === 'pending' && (
        <Alert variant="info" title={eventMessages.awaitingReview}>
          An admin will look at your event, or your latest changes to it, before it appears in the events list.
        </Alert>
      )}
      {event.status === 'rejected' && (
        <Alert variant="error" title="Rejected">
          {event.rejection_reason ? `Reason: ${event.rejection_reason}` : 'An admin did not approve this event.'}
        </Alert>
      )}
      {!event.is_public && (
        <Alert variant="info" title="Private event">
          Only you can see this event. Make it public from My Events to list it.
        </Alert>
      )}
    </>
  );
}

/** The day and times on the clock of where it is held, then when it starts on both clocks the community keeps. */
function DateAndTime({ event }: { event: Event }) {
  const clock = event.held_in;
  const sameDay = formatEventDay(event.start_date, clock) === formatEventDay(event.end_date, clock);
  return (
    <InfoCard idPrefix="event" title="Date & Time" icon={CalendarDays}>
      <p className="font-medium">
        <time dateTime={event.start_date}>{formatEventDay(event.start_date, clock)}</time>
      </p>
      <p>
        <time dateTime={event.start_date}>{formatEventTime(event.start_date, clock)}</time>
        {' – '}
        <time dateTime={event.end_date}>
          {sameDay
            ? formatEventTime(event.end_date, clock)
            : `${formatEventDay(event.end_date, clock)}, ${formatEventTime(event.end_date, clock)}`}
        </time>
      </p>
      <p className="text-sm text-stone-600">{previewMessages.clockNames[clock]}</p>
      <p className="mt-1 text-sm text-stone-700">Starts {formatTwoClocks(event.start_date)}</p>
      <AddToCalendar event={event} />
    </InfoCard>
  );
}

/** A date of a series gives the whole series' file, one repeating entry (decision 039). */
const calendarLabel = (event: Event) => (event.series ? seriesMessages.addSeriesToCalendar : 'Add to calendar');

const calendarLinkClasses =
  'mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-ghana-green hover:underline';

/**
 * A listed event's calendar file is a plain link (a phone opens it straight in its calendar, with or without
 * the app). Any other event the viewer may see (their own private or pending one) answers only with their
 * token, which a link cannot carry, so the file is fetched with it.
 */
function AddToCalendar({ event }: { event: Event }) {
  const download = useDownloadEventCalendar(event.id);
  if (event.is_public && event.status === 'approved') {
    return (
      <a href={operationHref(eventOps.calendar, { params: { id: event.id } })} className={calendarLinkClasses}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        {calendarLabel(event)}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={`${calendarLinkClasses} cursor-pointer disabled:cursor-wait disabled:opacity-70`}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onError: (error) => {
            console.error(error);
            toast.error(errorMessage(error, 'Failed to download the calendar file.'));
          },
        })
      }
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {calendarLabel(event)}
    </button>
  );
}

function Location({ event }: { event: Event }) {
  if (event.event_type === 'virtual') {
    const link = safeExternalUrl(event.virtual_url);
    return (
      <InfoCard idPrefix="event" title="Location" icon={Video}>
        <p className="font-medium">Online event</p>
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer" className="break-all text-ghana-green underline">
            {link}
          </a>
        ) : (
          event.virtual_url && <p className="break-all">{event.virtual_url}</p>
        )}
      </InfoCard>
    );
  }
  const venue = event.venue ?? event.venue_name;
  const address = event.venue_address ?? event.address;
  return (
    <InfoCard idPrefix="event" title="Location" icon={MapPin}>
      {venue && <p className="font-medium break-words">{venue}</p>}
      {address && <p className="break-words">{address}</p>}
      {event.city && <p>{cityLabel(event.city)}</p>}
    </InfoCard>
  );
}

function Attendance({ event }: { event: Event }) {
  const count = event.attendees_count;
  return (
    <InfoCard idPrefix="event" title="Attendees" icon={Users}>
      <p>{count === 1 ? '1 person attending' : `${formatCount(count)} people attending`}</p>
      {event.max_attendees !== null && <p>Max capacity: {formatCount(event.max_attendees)}</p>}
      {event.waitlist_count > 0 && <p>{formatCount(event.waitlist_count)} on the waitlist</p>}
    </InfoCard>
  );
}

function Organizer({ event }: { event: Event }) {
  const name = event.user.name || eventMessages.organizerFallback;
  return (
    <InfoCard idPrefix="event" title="Event Organizer" icon={UserRound}>
      <div className="flex items-center gap-3">
        <Avatar name={name} />
        <div className="min-w-0">
          <p className="font-medium break-words">{name}</p>
          {event.user.email && (
            <a href={`mailto:${event.user.email}`} className="text-sm break-all text-ghana-green underline">
              {event.user.email}
            </a>
          )}
        </div>
      </div>
      {event.association && (
        <p className="pt-2 text-sm">
          {eventMessages.postedBy}{' '}
          <Link
            to={paths.associationDetail.getHref(event.association.id)}
            className="font-medium text-ghana-green underline"
          >
            {event.association.name}
          </Link>
        </p>
      )}
    </InfoCard>
  );
}

/**
 * The picture in a fixed 16:9 box (its own aspect is not stored), shown whole: a poster is not cropped, and nothing
 * moves when it loads. The box is 2/3 of the 72 rem page (less gaps) from 1024 px up, the screen's width less padding below.
 */
const PICTURE_BOX = 'aspect-video w-full rounded-2xl bg-stone-100 object-contain';
const PICTURE_SIZES = '(min-width: 1152px) 704px, (min-width: 1024px) 60vw, calc(100vw - 2rem)';
/** PICTURE_SIZES on a screen, in CSS pixels. */
const pictureWidth = (screen: Window) => Math.min(screen.innerWidth >= 1024 ? 704 : screen.innerWidth - 32, 704);

function EventPicture({ event }: { event: Event }) {
  const { enabled: dataSaver } = useDataSaver();
  if (dataSaver) {
    if (!event.image) return null;
    return (
      <TapToLoadImage
        src={event.image}
        srcSet={event.image_srcset}
        sizes={PICTURE_SIZES}
        shownWidth={pictureWidth}
        boxClassName={PICTURE_BOX}
        alt={event.title}
        width={1280}
        height={720}
      />
    );
  }
  return (
    <EventImage
      src={event.image}
      srcSet={event.image_srcset}
      sizes={PICTURE_SIZES}
      alt={event.title}
      width={1280}
      height={720}
      fetchPriority="high"
      className={PICTURE_BOX}
    />
  );
}

function EventView({ event, reportButton }: { event: Event; reportButton?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
      <BackToEvents />
      {event.cancelled_at && (
        <Alert variant="error" title={reminderMessages.cancelledMark}>
          {reminderMessages.cancelledBanner}
        </Alert>
      )}
      <OwnerNotices event={event} />
      {/* Phones read the key facts right after the title; wide screens keep them in a side column. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <EventPicture event={event} />
          <header className="space-y-3">
            <div className="flex flex-wrap gap-2">
              <Badge tone="green">
                <Tag aria-hidden="true" className="size-3.5" />
                {event.category.name}
              </Badge>
              {event.life_event && <Badge tone="gold">{lifeEventLabels[event.life_event]}</Badge>}
            </div>
            <h1 className="text-2xl font-bold break-words text-stone-900 sm:text-4xl">{event.title}</h1>
            <div className="flex flex-wrap items-center gap-2">
              {!event.cancelled_at && <RsvpPanel event={event} />}
              <ShareButtons
                path={paths.eventDetail.getHref(event.id)}
                title={event.title}
                facts={eventShareFacts(event)}
              />
              {/* Those who run it (its organiser, co-hosts and admins: decision 040) edit and cancel it. */}
              {event.host_role !== null && !event.cancelled_at && (
                <>
                  <Link to={paths.editEvent.getHref(event.id)} className={buttonClasses({ variant: 'secondary' })}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Link>
                  {/* Calling it off is the organiser's, like deleting it (decision 040): not a co-host's. */}
                  {event.host_role !== 'cohost' && new Date(event.end_date) > new Date() && (
                    <CancelEventButton eventId={event.id} />
                  )}
                </>
              )}
              {!event.is_owner && reportButton}
            </div>
          </header>
        </div>
        <aside aria-label="Event details" className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <DateAndTime event={event} />
          <SeriesDates event={event} />
          <Location event={event} />
          <InfoCard idPrefix="event" title="Price" icon={Tag}>
            <p className="text-lg font-bold">{priceLabel(event.price)}</p>
          </InfoCard>
          <Attendance event={event} />
          <Organizer event={event} />
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <TextSection id="event-about" title="About this event" text={event.description} />
          {event.additional_info && (
            <section
              aria-labelledby="event-more"
              className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <h2 id="event-more" className="mb-3 flex items-center gap-2 text-lg font-semibold text-stone-900">
                <Info aria-hidden="true" className="size-5 text-ghana-green" />
                Additional Information
              </h2>
              <p className="break-words whitespace-pre-line text-stone-800">{event.additional_info}</p>
            </section>
          )}
          {event.life_event && <ContributionsSection event={event} />}
          {event.host_role !== null && <ManagerTools event={event} role={event.host_role} />}
        </div>
      </div>
    </div>
  );
}

/** What those who run the event see (decision 040): who is coming, who co-hosts, and who changed what. */
function ManagerTools({ event, role }: { event: Event; role: NonNullable<Event['host_role']> }) {
  return (
    <>
      <AttendeesPanel eventId={event.id} requiresApproval={event.requires_approval} />
      <Suspense fallback={<p role="status">Loading co-hosts...</p>}>
        <CohostsPanel eventId={event.id} organiserId={event.user_id} role={role} />
      </Suspense>
      <EventLog eventId={event.id} />
    </>
  );
}

/**
 * /events/{id}: public, so a link shared on WhatsApp opens for anyone (docs/rules/who-sees-what.md). `reportButton`
 * (placed by the route) shows on other members' events only.
 */
export function EventDetail({ eventId, reportButton }: { eventId: number; reportButton?: ReactNode }) {
  const event = useEvent(eventId);
  const notFound = event.error instanceof ApiError && event.error.status === 404;
  useDocumentTitle(event.data?.title ?? (notFound ? eventMessages.notFound : 'Event'));

  if (event.isPending) {
    return <PageLoading>{eventMessages.loadingDetails}</PageLoading>;
  }
  if (event.isError) {
    if (notFound) return <EventNotFound />;
    return (
      <PageLoadError
        message={errorMessage(event.error, eventMessages.fetchEventFailed)}
        onRetry={() => void event.refetch()}
      >
        <BackToEvents />
      </PageLoadError>
    );
  }
  return <EventView event={event.data} reportButton={reportButton} />;
}
