import {
  cityLabel,
  formatDateTimeTwoClocks,
  RECONFIRM_PATH,
  REMINDER_HOURS_BEFORE,
  reminderMessages,
  reminderTexts,
  releaseTexts,
  type ReconfirmAnswer,
  type ReconfirmResponse,
  type ReconfirmView,
} from '@akwaaba/contracts';
import { sql } from 'drizzle-orm';
import type { Transact, Transaction } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { mergeField } from '../../../lib/mail-merge.ts';
import { composeMail } from '../../../lib/mail-templates.ts';
import { createSigner } from '../../../lib/signed-tokens.ts';
import type { ActivityService } from '../../notifications/activity.service.ts';
import type { OutboxService } from '../../outbox/outbox.service.ts';
import type { RsvpsService } from '../rsvps/rsvps.service.ts';
import type { ReminderEvent, RemindersRepository, TokenSql } from './reminders.repository.ts';

interface Deps {
  remindersRepository: RemindersRepository;
  rsvpsService: RsvpsService;
  activityService: ActivityService;
  outbox: OutboxService;
  transact: Transact;
  clock: Clock;
  publicUrl: string;
  /** The server secret: the 'Still coming?' links are signed with a key derived from it for that use alone. */
  linkSecret: string;
}

/** Events claimed per transaction: a pass goes on until nothing is due. */
const BATCH = 20;
const HOUR_MS = 3_600_000;

const closed = (message: string) => new AppError('reconfirm.closed', 409, message);

/** Where it is, in words: the venue, its address and town; or the link of an online event. */
function placeOf(event: ReminderEvent): string | null {
  if (event.eventType === 'virtual') return event.virtualUrl;
  return [event.venueName, event.venueAddress, event.city ? cityLabel(event.city) : null].filter(Boolean).join(', ');
}

/** A map search for the place as written: the venue's name and address say more than the town's point. */
function mapUrl(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

/**
 * Reminders 24 hours before an event, 'Still coming?' and the release of places not reconfirmed by the organiser's
 * deadline (decision 037). Run by the scheduler; every message is written in the transaction that marks its event
 * done, so however many instances run and whenever they ran last, each reminder goes once, late rather than never,
 * and not at all once the event has started.
 */
export function createRemindersService(deps: Deps) {
  const { remindersRepository: repository, rsvpsService, activityService, outbox, transact, clock } = deps;
  const base = deps.publicUrl.replace(/\/$/, '');
  const signer = createSigner(deps.linkSecret, 'akwaaba reconfirmation links');
  /** The token of an RSVP's 'Still coming?' link: its id and the id's signature. */
  const tokenSql: TokenSql = (rsvpId) => {
    const id = sql`(${rsvpId})::text`;
    return sql`(${id} || '.' || ${signer.signSql(id)})`;
  };
  const reconfirmPath = (token: string) => `${RECONFIRM_PATH}?token=${token}`;

  /** The RSVP a token names, or null when it is malformed or forged. */
  function rsvpOf(token: string): number | null {
    const [id, signature] = token.split('.');
    return id && signature && signer.verify(id, signature) ? Number(id) : null;
  }

  const deadlineOf = (event: { startDate: Date; reconfirmHours: number | null }) =>
    new Date(event.startDate.getTime() - (event.reconfirmHours ?? 0) * HOUR_MS);

  async function remind(tx: Transaction, event: ReminderEvent, now: Date): Promise<void> {
    const when = formatDateTimeTwoClocks(event.startDate.toISOString());
    const place = placeOf(event);
    const asking = event.reconfirmHours !== null;
    const deadline = formatDateTimeTwoClocks(deadlineOf(event).toISOString());
    const link = `/events/${event.id}`;
    const fields = { to: mergeField('to'), name: mergeField('name'), token: mergeField('token') };
    const template = composeMail(
      {
        to: fields.to,
        subject: reminderTexts.subject(event.title),
        greeting: `Hello ${fields.name},`,
        paragraphs: [
          reminderTexts.entry(event.title, when),
          ...(place
            ? event.eventType === 'virtual'
              ? [reminderTexts.online(place)]
              : [reminderTexts.where(place), reminderTexts.map(mapUrl(place))]
            : []),
          ...(asking ? [reminderTexts.askReconfirm(deadline)] : []),
        ],
        ...(asking ? { links: [{ label: reminderTexts.seeEvent, path: link }] } : {}),
        action: asking
          ? { label: reminderTexts.reconfirmAction, path: reconfirmPath(fields.token) }
          : { label: reminderTexts.seeEvent, path: link },
        footer: reminderTexts.footer,
      },
      base,
    );
    await outbox.enqueueEach(tx, 'mail', repository.mailPayloads(event.id, template, fields, tokenSql));
    const smsTitle = event.title.length > 60 ? `${event.title.slice(0, 59)}…` : event.title;
    const sms = reminderTexts.sms(smsTitle, when, place && event.eventType === 'physical' ? place.slice(0, 80) : null);
    await outbox.enqueueEach(
      tx,
      'sms',
      repository.smsPayloads(
        event.id,
        sms,
        asking ? { prefix: reminderTexts.smsReconfirm(`${base}${reconfirmPath('')}`), token: tokenSql } : null,
      ),
    );
    await activityService.informAttendees(tx, {
      eventId: event.id,
      type: 'event.reminder',
      message: reminderTexts.entry(event.title, when),
      link,
      at: now,
    });
    if (asking) await repository.markAsked(tx, event.id, now);
    await repository.markReminded(tx, event.id, now);
  }

  /** Takes the places of those asked and silent, gives them to the waitlist, and tells both. */
  async function release(tx: Transaction, event: { id: number; title: string }, now: Date): Promise<void> {
    for (const rsvp of await repository.unconfirmed(tx, event.id)) {
      await rsvpsService.releaseRsvp(tx, event.id, rsvp.id);
      if (rsvp.userId === null) {
        if (rsvp.guestPhone) await outbox.sms(tx, rsvp.guestPhone, releaseTexts.sms(event.title));
        continue;
      }
      await activityService.notify(tx, rsvp.userId, {
        type: 'event.place_released',
        subject: releaseTexts.subject(event.title),
        text: releaseTexts.entry(event.title),
        link: `/events/${event.id}`,
      });
    }
    await repository.markReleased(tx, event.id, now);
  }

  /** Runs `work` over what `claim` finds due, a batch per transaction, until nothing is. Answers how many. */
  async function drainDue<Row>(
    claim: (tx: Transaction, now: Date) => Promise<Row[]>,
    work: (tx: Transaction, row: Row, now: Date) => Promise<void>,
  ): Promise<number> {
    let done = 0;
    for (;;) {
      const now = clock.now();
      const claimed = await transact(async (tx) => {
        const rows = await claim(tx, now);
        for (const row of rows) await work(tx, row, now);
        return rows.length;
      });
      done += claimed;
      if (claimed > 0) outbox.poke();
      if (claimed < BATCH) return done;
    }
  }

  return {
    /** Reminds the attendees of every event starting within the next 24 hours that was not yet reminded. */
    sendDue: () =>
      drainDue(
        (tx, now) =>
          repository.claimDueReminders(tx, now, new Date(now.getTime() + REMINDER_HOURS_BEFORE * HOUR_MS), BATCH),
        remind,
      ),

    /** Releases the places not reconfirmed at each deadline that has come. */
    releaseDue: () => drainDue((tx, now) => repository.claimDueReleases(tx, now, BATCH), release),

    /** What the link's page shows. */
    async view(token: string): Promise<{ data: ReconfirmView }> {
      const id = rsvpOf(token);
      const row = id === null ? null : await repository.findForReconfirm(id);
      if (!row || row.askedAt === null) throw notFound(reminderMessages.reconfirmGone);
      const deadline = deadlineOf(row);
      return {
        data: {
          event_id: row.eventId,
          title: row.title,
          start_date: row.startDate.toISOString(),
          venue_name: row.venueName,
          city: row.city,
          name: row.name ?? '',
          status: row.status,
          deadline: deadline.toISOString(),
          reconfirmed: row.reconfirmedAt !== null,
          open: row.cancelledAt === null && row.releasedAt === null && clock.now() < deadline,
        },
      };
    },

    /** Yes keeps the place (again is fine); no gives it up at once. Past the deadline, neither. */
    async answer(token: string, answer: ReconfirmAnswer): Promise<ReconfirmResponse> {
      const id = rsvpOf(token);
      if (id === null) throw notFound(reminderMessages.reconfirmGone);
      return transact(async (tx) => {
        const found = await repository.findForReconfirm(id, tx);
        // The event's row locked, as every RSVP change takes it, then the RSVP read again as it stands now.
        if (found) await rsvpsService.lockEventOf(tx, found.eventId);
        const row = found && (await repository.findForReconfirm(id, tx));
        if (!row || row.askedAt === null) throw notFound(reminderMessages.reconfirmGone);
        if (row.cancelledAt) throw closed(reminderMessages.cannotRsvpCancelled);
        if (answer === 'yes' && row.reconfirmedAt) {
          return { data: { reconfirmed: true, status: row.status }, message: reminderMessages.reconfirmedAlready };
        }
        if (row.releasedAt || clock.now() >= deadlineOf(row)) throw closed(reminderMessages.reconfirmClosed);
        if (answer === 'yes') {
          await repository.markReconfirmed(tx, [row.id], clock.now());
          return { data: { reconfirmed: true, status: row.status }, message: reminderMessages.reconfirmedYes };
        }
        await rsvpsService.releaseRsvp(tx, row.eventId, row.id);
        return { data: { reconfirmed: false, status: null }, message: reminderMessages.reconfirmedNo };
      });
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
