import { ASSOCIATION_KIND_LABELS, associationMessages } from './associations.constants.ts';
import type { AssociationSummary } from './associations.ts';
import type { BusinessSummary } from './businesses.ts';
import { cityLabel } from './cities.ts';
import { formatTwoClocks, formatWeekdayDate } from './common/dates.ts';
import type { EventSummary } from './events.ts';
import { JOB_TYPE_LABELS } from './jobs.constants.ts';
import type { JobSummary } from './jobs.ts';
import { NOTICE_KIND_LABELS, noticeMessages } from './notices.constants.ts';
import type { NoticeSummary } from './notices.ts';
import { previewMessages } from './previews.ts';

/** What sharing a listing says: the spec's share fallback, and the ready message a WhatsApp share opens with. */
export const shareMessages = {
  linkCopied: 'Link copied to clipboard!',
  messageCopied: 'Message copied. Paste it into a WhatsApp chat or group.',
} as const;

/** What a share says above its link: the title in bold (WhatsApp's *…*), then a fact a line, empty ones left out. */
export function shareBody(title: string, facts: readonly (string | null)[]): string {
  return [`*${title}*`, ...facts.filter((fact): fact is string => Boolean(fact))].join('\n');
}

/** The ready message for a WhatsApp chat: the body, then the link, which WhatsApp turns into the page's preview card. */
export function shareText(title: string, facts: readonly (string | null)[], url: string): string {
  return `${shareBody(title, facts)}\n${url}`;
}

/** An event's day (on the clock of where it is held), its start on both clocks, and where it is. */
export function eventShareFacts(
  event: Pick<EventSummary, 'start_date' | 'held_in' | 'event_type' | 'venue_name' | 'city'>,
): (string | null)[] {
  const place =
    event.event_type === 'virtual'
      ? previewMessages.onlineEvent
      : [event.venue_name, event.city ? cityLabel(event.city) : null].filter(Boolean).join(', ');
  return [formatWeekdayDate(event.start_date, event.held_in), formatTwoClocks(event.start_date), place || null];
}

export function businessShareFacts(business: Pick<BusinessSummary, 'category' | 'city'>): (string | null)[] {
  return [`${business.category.name} · ${cityLabel(business.city)}`];
}

/** A job's kind and town (its title already names the company). */
export function jobShareFacts(job: Pick<JobSummary, 'city' | 'job_type'>): (string | null)[] {
  return [`${JOB_TYPE_LABELS[job.job_type]} · ${cityLabel(job.city)}`];
}

/** An association's kind and where it meets. */
export function associationShareFacts(
  association: Pick<AssociationSummary, 'kind' | 'city' | 'home_region' | 'home_town'>,
): (string | null)[] {
  return [
    `${ASSOCIATION_KIND_LABELS[association.kind]} · ${cityLabel(association.city)}`,
    `From ${associationMessages.homeRegion(association.home_region, association.home_town)}`,
  ];
}

/** A notice's kind and author ('Official' for a source), and 'Urgent' first when it is. */
export function noticeShareFacts(notice: Pick<NoticeSummary, 'kind' | 'author' | 'is_urgent'>): (string | null)[] {
  const from = `${notice.author.name}${notice.author.is_official ? ` (${noticeMessages.official})` : ''}`;
  return [notice.is_urgent ? noticeMessages.urgent : null, `${NOTICE_KIND_LABELS[notice.kind]} · ${from}`];
}
