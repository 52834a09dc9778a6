import type { AssociationDetail } from './associations.ts';
import { ASSOCIATION_KIND_LABELS, associationMessages } from './associations.constants.ts';
import type { BusinessDetail, OperatingHours } from './businesses.ts';
import { WEEKDAY_LABELS, WEEKDAYS } from './businesses.constants.ts';
import { cityLabel } from './cities.ts';
import { clockNote, formatClockTime, formatWeekdayDate, otherClock } from './common/dates.ts';
import { PREVIEW_IMAGE_SIZE, renditionUrl } from './common/images.ts';
import { formatRand } from './common/money.ts';
import type { EventDetail } from './events.ts';
import { formatSalary, JOB_TYPE_LABELS, jobMessages, type JobDetail, type JobType, type SalaryPeriod } from './jobs.ts';
import { NOTICE_KIND_LABELS, noticeMessages } from './notices.constants.ts';
import type { NoticeDetail } from './notices.ts';
import { previewMessages } from './previews.ts';

/** The picture a shared link shows; for uploaded images the JPEG rendition scrapers read (WhatsApp skips WebP). */
export interface PreviewImage {
  /** A same-origin path ('/uploads/…'), or an absolute URL (object storage). */
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/** A page's head as link previews and search engines read it (docs/rules/messages.md). */
export interface PageHead {
  title: string;
  /** The page's text; the description tags carry it cut to the previews' length. */
  description: string;
  /** Null or left out: the site's default picture. */
  image?: PreviewImage | null;
  /** schema.org data (JSON-LD) for search engines, where the page has it. */
  structuredData?: Record<string, unknown>;
  /** A feed of the page's items (the notice board's Atom feed): a same-origin path, linked as an alternate. */
  feed?: { title: string; href: string };
  /** The page's events as a public calendar feed (decision 038): a same-origin path, linked as an alternate. */
  calendar?: { title: string; href: string };
}

/** Where the page lives: the site's address and the page's own, for links in its structured data. */
export interface PageAddress {
  publicUrl: string;
  pageUrl: string;
  /** The address's query, for a list whose head depends on its filters. */
  search?: URLSearchParams;
}

const absolute = (url: string, publicUrl: string) => (url.startsWith('/') ? publicUrl + url : url);

// ---- Events ----

const isFree = (price: string | null) => price === null || Number(price) === 0;
const priceLabel = (price: string | null) => (isFree(price) ? previewMessages.free : formatRand(price!));

/** 'Sandton Convention Centre, 1 Maude St, Johannesburg' without repeats; 'Online event' for virtual ones. */
function eventPlace(event: EventDetail): string {
  if (event.event_type === 'virtual') return previewMessages.onlineEvent;
  const parts = [event.venue_name, event.venue_address, event.city ? cityLabel(event.city) : null];
  return [...new Set(parts.filter((part): part is string => Boolean(part)))].join(', ');
}

// As the web app writes them, on the clock of where the event is held with the other clock's time beside the start:
// 'Saturday, 21 November 2026, 14:00 (12:00 in Ghana)', and the end's day only when it is another.
const startLabel = ({ start_date: start, held_in: clock }: EventDetail) =>
  `${formatWeekdayDate(start, clock)}, ${formatClockTime(start, clock)} ${clockNote(start, otherClock(clock))}`;
const endLabel = ({ start_date: start, end_date: end, held_in: clock }: EventDetail) =>
  formatWeekdayDate(start, clock) === formatWeekdayDate(end, clock)
    ? formatClockTime(end, clock)
    : `${formatWeekdayDate(end, clock)}, ${formatClockTime(end, clock)}`;

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
    eventAttendanceMode:
      event.event_type === 'virtual'
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
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

/** A public event's head: its facts first (a shared link's preview is often all a reader sees), its picture. */
export function eventPageMeta(event: EventDetail, { publicUrl, pageUrl }: PageAddress): PageHead {
  const preview = event.image && renditionUrl(event.image, 'full', 'preview');
  const image = preview
    ? {
        url: preview,
        type: 'image/jpeg',
        ...PREVIEW_IMAGE_SIZE,
        alt: previewMessages.eventImageAlt(event.title),
      }
    : null;
  const facts = [
    `${startLabel(event)} – ${endLabel(event)}`,
    eventPlace(event),
    isFree(event.price) ? null : priceLabel(event.price),
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    title: event.title,
    description: `${facts}. ${event.description}`,
    image,
    structuredData: eventStructuredData(event, pageUrl, image && absolute(image.url, publicUrl)),
  };
}

// ---- Businesses ----

const TIME_RANGE = /^(\d{1,2}:\d{2})\s*[-–—]\s*(\d{1,2}:\d{2})$/;
const padTime = (time: string) => time.padStart(5, '0');

/** schema.org opening hours from the days whose text is a time range ('08:00–17:00'); other texts are left out. */
function openingHoursData(hours: OperatingHours | null) {
  if (!hours) return undefined;
  const specifications = WEEKDAYS.flatMap((day) =>
    hours[day]
      .split(',')
      .map((range) => range.trim().match(TIME_RANGE))
      .filter((match) => match !== null)
      .map((match) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${WEEKDAY_LABELS[day]}`,
        opens: padTime(match[1]!),
        closes: padTime(match[2]!),
      })),
  );
  return specifications.length > 0 ? specifications : undefined;
}

/**
 * The schema.org LocalBusiness subtype of each business category (by slug), so a search engine files a salon as a
 * salon; categories with no fitting subtype (technology, education, other, any added later) stay LocalBusiness.
 */
const SCHEMA_TYPES: Record<string, string> = {
  restaurant: 'Restaurant',
  retail: 'Store',
  healthcare: 'MedicalBusiness',
  finance: 'FinancialService',
  'real-estate': 'RealEstateAgent',
  automotive: 'AutomotiveBusiness',
  entertainment: 'EntertainmentBusiness',
  'professional-services': 'ProfessionalService',
  'hair-and-beauty': 'HealthAndBeautyBusiness',
};

export const schemaTypeOf = (categorySlug: string) => SCHEMA_TYPES[categorySlug] ?? 'LocalBusiness';

/** The listing as schema.org LocalBusiness data, for search engines reading the shared page's head. */
export function localBusinessData(business: BusinessDetail, pageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': schemaTypeOf(business.category.slug),
    name: business.name,
    description: business.description.slice(0, 500),
    url: pageUrl,
    ...(business.website ? { sameAs: [business.website] } : {}),
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.email ? { email: business.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address,
      addressLocality: business.city,
      addressRegion: business.province,
      addressCountry: 'ZA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude },
    openingHoursSpecification: openingHoursData(business.operating_hours),
    ...(business.total_reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: business.average_rating,
            reviewCount: business.total_reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** '4.5 ★ (12)' after the place, when the listing has reviews. */
const stars = (business: BusinessDetail) =>
  business.total_reviews > 0 ? ` · ${business.average_rating.toFixed(1)} ★ (${business.total_reviews})` : '';

/** An approved listing's head: its category, town and rating, then its text; the site's picture. */
export function businessPageMeta(business: BusinessDetail, { pageUrl }: PageAddress): PageHead {
  return {
    title: business.name,
    description: `${business.category.name} in ${business.city}${stars(business)}. ${business.description}`,
    image: null,
    structuredData: localBusinessData(business, pageUrl),
  };
}

// ---- Associations ----

/** 'Hometown association from Kumasi, Ashanti Region, in Johannesburg, Gauteng · 42 members' and its description. */
export function associationPageMeta(association: AssociationDetail, { pageUrl }: PageAddress): PageHead {
  const from = associationMessages.homeRegion(association.home_region, association.home_town);
  const facts = `${ASSOCIATION_KIND_LABELS[association.kind]} from ${from}, in ${associationMessages.basedIn(
    association.city,
    association.province,
  )} · ${associationMessages.membersCount(association.members_count)}`;
  return {
    title: association.name,
    description: `${facts}. ${association.description}`,
    image: null,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: association.name,
      description: association.description,
      url: pageUrl,
      ...(association.website ? { sameAs: [association.website] } : {}),
      address: {
        '@type': 'PostalAddress',
        addressLocality: association.city,
        addressRegion: association.province,
        addressCountry: 'ZA',
      },
    },
  };
}

// ---- Jobs ----

/** Google's employment types; a freelance job is contract work to a job search engine. */
const EMPLOYMENT_TYPES: Record<JobType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
};

const SALARY_UNITS: Record<SalaryPeriod, string> = { hour: 'HOUR', week: 'WEEK', month: 'MONTH', year: 'YEAR' };

const lines = (items: string[]) => (items.length > 0 ? items.join('\n') : undefined);

function baseSalary(job: JobDetail) {
  if (job.salary_min === null && job.salary_max === null) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: job.currency,
    value: {
      '@type': 'QuantitativeValue',
      ...(job.salary_min !== null ? { minValue: Number(job.salary_min) } : {}),
      ...(job.salary_max !== null ? { maxValue: Number(job.salary_max) } : {}),
      unitText: SALARY_UNITS[job.salary_period],
    },
  };
}

/**
 * Where the work is: every job has its place (the form asks for one), and a remote job is also open to applicants
 * working from anywhere in South Africa (whoever may work here, see work_eligibility). A hybrid job ('Remote or
 * Sandown') so keeps its place: schema.org JobPosting takes both `jobLocation` and `jobLocationType`.
 */
function jobPlace(job: JobDetail) {
  const jobLocation = {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      streetAddress: job.location,
      addressLocality: job.city,
      ...(job.province ? { addressRegion: job.province } : {}),
      addressCountry: 'ZA',
    },
  };
  if (!job.is_remote) return { jobLocation };
  return {
    jobLocation,
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'ZA' },
  };
}

/**
 * The job as schema.org JobPosting data, so job search engines can list it from the shared page's head. `logoUrl`:
 * the absolute address of the uploaded logo, when the job has one.
 */
export function jobPostingData(
  job: JobDetail,
  pageUrl: string,
  logoUrl: string | null = null,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url: pageUrl,
    datePosted: job.created_at,
    validThrough: job.expires_at,
    employmentType: EMPLOYMENT_TYPES[job.job_type],
    industry: job.category.name,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company_name,
      ...(job.company_website ? { sameAs: job.company_website } : {}),
      ...(logoUrl ? { logo: logoUrl } : {}),
    },
    ...jobPlace(job),
    baseSalary: baseSalary(job),
    qualifications: lines(job.requirements),
    jobBenefits: lines(job.benefits),
    skills: lines(job.skills),
    directApply: true,
  };
}

/** 'Adinkra Foods · Johannesburg · Full-time · R25 000 – R35 000 per month'. */
const jobFacts = (job: JobDetail) => [
  job.company_name,
  cityLabel(job.city),
  ...(job.is_remote ? [jobMessages.remote] : []),
  JOB_TYPE_LABELS[job.job_type],
  ...(job.salary_min !== null || job.salary_max !== null ? [formatSalary(job)] : []),
];

/** An open job's head: 'Adinkra Foods · Johannesburg · Full-time · R25 000 – R35 000 per month. Build and…'. */
export function jobPageMeta(job: JobDetail, { publicUrl, pageUrl }: PageAddress): PageHead {
  const small = job.company_logo && renditionUrl(job.company_logo, 'thumbLarge', 'small');
  const logo = small ? absolute(small, publicUrl) : null;
  return {
    title: job.title,
    description: `${jobFacts(job).join(' · ')}. ${job.description}`,
    image: null,
    structuredData: jobPostingData(job, pageUrl, logo),
  };
}

// ---- Notices ----

/** 'Urgent · Safety notice from Ghana High Commission (Official)' and its text. */
export function noticePageMeta(notice: NoticeDetail, { pageUrl }: PageAddress): PageHead {
  const from = `${notice.author.name}${notice.author.is_official ? ` (${noticeMessages.official})` : ''}`;
  const kind = `${NOTICE_KIND_LABELS[notice.kind]} notice from ${from}`;
  return {
    title: notice.title,
    description: `${notice.is_urgent ? `${noticeMessages.urgent} · ` : ''}${kind}. ${notice.body}`,
    image: null,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'SpecialAnnouncement',
      name: notice.title,
      text: notice.body,
      url: pageUrl,
      datePosted: notice.created_at,
      expires: notice.expires_at,
      announcementLocation: { '@type': 'Country', name: 'South Africa' },
    },
  };
}
