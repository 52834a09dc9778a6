import {
  cityLabel,
  formatClockTime,
  formatRand,
  formatWeekdayDate,
  previewMessages,
  type EventDetail,
} from '@akwaaba/contracts';
import { html } from '../../lib/html.ts';
import type { PreviewImage, SharedPage } from '../../plugins/web.ts';

// As the web app writes them: 'Saturday, 21 November 2026', '14:00'.
const day = formatWeekdayDate;
const time = formatClockTime;

const isFree = (price: string | null) => price === null || Number(price) === 0;

const priceLabel = (price: string | null) => (isFree(price) ? previewMessages.free : formatRand(price!));

/** 'Sandton Convention Centre, 1 Maude St, Johannesburg' without repeats; 'Online event' for virtual ones. */
function place(event: EventDetail): string {
  if (event.event_type === 'virtual') return previewMessages.onlineEvent;
  const parts = [event.venue_name, event.venue_address, event.city ? cityLabel(event.city) : null];
  return [...new Set(parts.filter((part): part is string => Boolean(part)))].join(', ');
}

/** '14:00', or 'Sunday, 22 November 2026, 02:00' when the event ends on another day. */
const endLabel = (event: EventDetail) =>
  day(event.start_date) === day(event.end_date)
    ? time(event.end_date)
    : `${day(event.end_date)}, ${time(event.end_date)}`;

const startLabel = (event: EventDetail) => `${day(event.start_date)}, ${time(event.start_date)}`;

const attendanceMode = (event: EventDetail) =>
  event.event_type === 'virtual'
    ? 'https://schema.org/OnlineEventAttendanceMode'
    : 'https://schema.org/OfflineEventAttendanceMode';

/** The event as schema.org Event data, so search engines can show it with its date and place. */
export function eventStructuredData(event: EventDetail, pageUrl: string, imageUrl: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url: pageUrl,
    startDate: event.start_date,
    endDate: event.end_date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: attendanceMode(event),
    location:
      event.event_type === 'virtual'
        ? { '@type': 'VirtualLocation', url: pageUrl }
        : {
            '@type': 'Place',
            name: event.venue_name ?? (event.city ? cityLabel(event.city) : undefined),
            address: {
              '@type': 'PostalAddress',
              ...(event.venue_address ? { streetAddress: event.venue_address } : {}),
              ...(event.city ? { addressLocality: cityLabel(event.city) } : {}),
              addressCountry: 'ZA',
            },
          },
    ...(imageUrl ? { image: [imageUrl] } : {}),
    organizer: { '@type': 'Person', name: event.user.name },
    offers: {
      '@type': 'Offer',
      price: event.price === null ? '0' : event.price,
      priceCurrency: 'ZAR',
      url: pageUrl,
      availability:
        event.max_attendees !== null && event.attendees_count >= event.max_attendees
          ? 'https://schema.org/SoldOut'
          : 'https://schema.org/InStock',
    },
  };
}

/**
 * A public event's shared page: its preview, its Event data, its first paint (title, date and time in South African
 * time, place, price, description, organiser) and the visitor's API answer it was drawn from.
 */
export function eventPage(
  event: EventDetail,
  { publicUrl, image }: { publicUrl: string; image: Omit<PreviewImage, 'alt'> | null },
): SharedPage {
  const pageUrl = `${publicUrl}/events/${event.id}`;
  const imageUrl = image ? (image.url.startsWith('/') ? publicUrl + image.url : image.url) : null;
  // A shared link's preview is often all a reader sees, so a priced event says what it costs.
  const facts = [
    `${startLabel(event)} – ${endLabel(event)}`,
    place(event),
    isFree(event.price) ? null : priceLabel(event.price),
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    title: event.title,
    description: `${facts}. ${event.description}`,
    image: image ? { ...image, alt: previewMessages.eventImageAlt(event.title) } : null,
    structuredData: eventStructuredData(event, pageUrl, imageUrl),
    embedded: [{ path: `/events/${event.id}`, answer: { data: event } }],
    body: html`<div class="mx-auto max-w-4xl px-4 py-8">
      <p><a href="/events" class="text-ghana-green">${previewMessages.allEvents}</a></p>
      <article>
        <h1 class="mt-4 text-3xl font-bold text-stone-900">${event.title}</h1>
        <p class="text-stone-700">${event.category.name}</p>
        <h2 class="mt-6 text-lg font-semibold">${previewMessages.dateAndTime}</h2>
        <p>
          <time datetime="${event.start_date}">${startLabel(event)}</time> –
          <time datetime="${event.end_date}">${endLabel(event)}</time>
        </p>
        <p class="text-sm text-stone-600">${previewMessages.southAfricanTime}</p>
        <h2 class="mt-6 text-lg font-semibold">${previewMessages.location}</h2>
        <p>${place(event)}</p>
        <h2 class="mt-6 text-lg font-semibold">${previewMessages.price}</h2>
        <p>${priceLabel(event.price)}</p>
        <h2 class="mt-6 text-lg font-semibold">${previewMessages.aboutEvent}</h2>
        <p class="whitespace-pre-line">${event.description}</p>
        ${event.additional_info ? html`<p class="mt-4 whitespace-pre-line">${event.additional_info}</p>` : ''}
        <p class="mt-6 text-stone-700">${previewMessages.organisedBy(event.user.name)}</p>
      </article>
    </div>`,
  };
}
