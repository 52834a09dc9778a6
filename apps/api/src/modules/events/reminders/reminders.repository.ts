import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../../db/client.ts';
import { mergedMailPayload } from '../../../lib/mail-merge.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { users } from '../../users/users.table.ts';
import { events } from '../events.table.ts';
import { rsvps } from '../rsvps/rsvps.table.ts';

/** What a reminder says of its event. */
const reminderColumns = {
  id: events.id,
  title: events.title,
  startDate: events.startDate,
  eventType: events.eventType,
  virtualUrl: events.virtualUrl,
  venueName: events.venueName,
  venueAddress: events.venueAddress,
  city: events.city,
  reconfirmHours: events.reconfirmHours,
};
/** The SQL of a recipient's signed token (the reminders service's signer, computed by the database). */
export type TokenSql = (rsvpId: SQL | typeof rsvps.id) => SQL;

const attending = (eventId: number) => and(eq(rsvps.eventId, eventId), eq(rsvps.status, 'attending'));
/** A member who asked for SMS and proved their number. */
const textableMember = sql`${users.phone} is not null and ${users.phoneVerifiedAt} is not null and ${users.notifySmsUpdates}`;

/**
 * The scheduler's queries for reminders and releases (decision 037). The due events are claimed FOR UPDATE SKIP
 * LOCKED and marked in the same transaction that writes their messages: an instance that finds one locked moves on,
 * and one that comes later finds it marked.
 */
export function createRemindersRepository(db: Database) {
  return {
    /** Approved, not cancelled events starting within (now, now + window], not yet reminded, soonest first. */
    claimDueReminders(tx: Transaction, now: Date, windowEnd: Date, limit: number) {
      return tx
        .select(reminderColumns)
        .from(events)
        .where(
          and(
            isNull(events.remindedAt),
            isNull(events.cancelledAt),
            eq(events.status, 'approved'),
            sql`${events.startDate} > ${now.toISOString()}::timestamptz`,
            sql`${events.startDate} <= ${windowEnd.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(events.startDate))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /**
     * Events whose reconfirmation deadline has come and that have not started, not yet released. Their reminder
     * went (a release without the question would take places from people never asked).
     */
    claimDueReleases(tx: Transaction, now: Date, limit: number) {
      return tx
        .select({ id: events.id, title: events.title })
        .from(events)
        .where(
          and(
            isNull(events.releasedAt),
            isNull(events.cancelledAt),
            isNotNull(events.reconfirmHours),
            isNotNull(events.remindedAt),
            sql`${events.startDate} > ${now.toISOString()}::timestamptz`,
            sql`${events.startDate} - make_interval(hours => ${events.reconfirmHours}) <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(events.startDate))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async markReminded(tx: Transaction, eventId: number, now: Date): Promise<void> {
      await tx.update(events).set({ remindedAt: now }).where(eq(events.id, eventId));
    },

    async markReleased(tx: Transaction, eventId: number, now: Date): Promise<void> {
      await tx.update(events).set({ releasedAt: now }).where(eq(events.id, eventId));
    },

    /** The attendees the reminder asks 'Still coming?': only they can lose their place at the deadline. */
    async markAsked(tx: Transaction, eventId: number, now: Date): Promise<void> {
      await tx.update(rsvps).set({ reconfirmAskedAt: now }).where(attending(eventId));
    },

    /** One reminder mail per attending member with an address, composed once and merged by the database. */
    mailPayloads(
      eventId: number,
      template: MailMessage,
      fields: { to: string; name: string; token: string },
      token: TokenSql,
    ): SQL {
      const payload = mergedMailPayload(template, {
        [fields.to]: users.email,
        [fields.name]: users.name,
        [fields.token]: token(rsvps.id),
      });
      return sql`
        select ${payload} as payload
        from ${rsvps} join ${users} on ${users.id} = ${rsvps.userId}
        where ${attending(eventId)} and ${users.email} is not null
      `;
    },

    /**
     * One SMS per attending guest (their only channel) and per attending member who asked for SMS: `body` and, when
     * `link` is given, the recipient's own link (its token) after it.
     */
    smsPayloads(eventId: number, body: string, link: { prefix: string; token: TokenSql } | null): SQL {
      const text = link ? sql`${body}::text || ${link.prefix}::text || ${link.token(rsvps.id)}` : sql`${body}::text`;
      return sql`
        select jsonb_build_object('to', coalesce(${rsvps.guestPhone}, ${users.phone}), 'body', ${text}) as payload
        from ${rsvps} left join ${users} on ${users.id} = ${rsvps.userId}
        where ${attending(eventId)}
          and ((${rsvps.userId} is null and ${rsvps.guestPhone} is not null) or (${textableMember}))
      `;
    },

    /** The attendees asked and silent at the deadline: their RSVP ids, and who they are (to tell them). */
    unconfirmed(tx: Transaction, eventId: number) {
      return tx
        .select({ id: rsvps.id, userId: rsvps.userId, guestPhone: rsvps.guestPhone })
        .from(rsvps)
        .where(and(attending(eventId), isNotNull(rsvps.reconfirmAskedAt), isNull(rsvps.reconfirmedAt)))
        .orderBy(asc(rsvps.id));
    },

    /** The RSVP a reconfirmation link names, with what its page shows. */
    async findForReconfirm(rsvpId: number, executor: Executor = db) {
      const [row] = await executor
        .select({
          id: rsvps.id,
          eventId: rsvps.eventId,
          userId: rsvps.userId,
          status: rsvps.status,
          askedAt: rsvps.reconfirmAskedAt,
          reconfirmedAt: rsvps.reconfirmedAt,
          name: sql<string | null>`coalesce(${users.name}, ${rsvps.guestName})`,
          title: events.title,
          startDate: events.startDate,
          venueName: events.venueName,
          city: events.city,
          reconfirmHours: events.reconfirmHours,
          releasedAt: events.releasedAt,
          cancelledAt: events.cancelledAt,
        })
        .from(rsvps)
        .innerJoin(events, eq(events.id, rsvps.eventId))
        .leftJoin(users, eq(users.id, rsvps.userId))
        .where(eq(rsvps.id, rsvpId));
      return row ?? null;
    },

    /** The event has a new start: nobody has been asked about it yet. */
    async forgetAnswers(tx: Transaction, eventId: number): Promise<void> {
      await tx
        .update(rsvps)
        .set({ reconfirmAskedAt: null, reconfirmedAt: null })
        .where(and(eq(rsvps.eventId, eventId), isNotNull(rsvps.reconfirmAskedAt)));
    },

    async markReconfirmed(tx: Transaction, rsvpIds: number[], now: Date): Promise<void> {
      await tx
        .update(rsvps)
        .set({ reconfirmedAt: now })
        .where(and(inArray(rsvps.id, rsvpIds), isNull(rsvps.reconfirmedAt)));
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
export type ReminderEvent = Awaited<ReturnType<RemindersRepository['claimDueReminders']>>[number];
