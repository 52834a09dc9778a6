import {
  eventMessages,
  formatPhone,
  formatShortDateTimeTwoClocks,
  GUEST_CANCEL_PATH,
  GUEST_RSVP_KEEP_DAYS,
  guestRsvpMessages,
  guestRsvpSms,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_SECONDS,
  type GuestCodeSentResponse,
  type GuestRsvpConfirmRequest,
  type GuestRsvpRequest,
  type GuestRsvpResponse,
  type GuestRsvpView,
  reminderMessages,
  rsvpMessages,
} from '@akwaaba/contracts';
import type { Transact } from '../../../db/client.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../../db/errors.ts';
import { addDays, addMinutes, type Clock } from '../../../lib/clock.ts';
import { AppError, notFound, tooManyRequests, validationError } from '../../../lib/errors.ts';
import { randomDigits, randomToken, sameSecret, sha256 } from '../../../lib/secrets.ts';
import type { OutboxService } from '../../outbox/outbox.service.ts';
import type { EventAccess } from '../events.access.ts';
import type { EventWithRefs } from '../events.repository.ts';
import { guestMobileToE164 } from './guest-phone.ts';
import type { GuestRsvpsRepository } from './guest-rsvps.repository.ts';
import type { RsvpsService } from './rsvps.service.ts';

interface Deps {
  guestRsvpsRepository: GuestRsvpsRepository;
  rsvpsService: RsvpsService;
  eventAccess: EventAccess;
  outbox: OutboxService;
  transact: Transact;
  clock: Clock;
  publicUrl: string;
}

/**
 * RSVPs without an account (docs/decisions/034): a name and a South African or Ghanaian mobile number, proved by an
 * SMS code with the member's code rules; the RSVP itself is placed by rsvpsService, as a member's is.
 */
export function createGuestRsvpsService(deps: Deps) {
  const { guestRsvpsRepository: repository, rsvpsService, eventAccess, outbox, transact, clock } = deps;

  function phoneOrFail(typed: string): string {
    const phone = guestMobileToE164(typed);
    if (!phone) throw validationError('phone', guestRsvpMessages.phoneInvalid);
    return phone;
  }

  /** Public, approved and not yet started: what a guest may RSVP to. Anything hidden is 404, as for a visitor. */
  async function openEvent(eventId: number): Promise<EventWithRefs> {
    const row = await eventAccess.find(eventId);
    if (!row || row.event.status !== 'approved' || !row.event.isPublic) throw notFound(eventMessages.notFound);
    if (row.event.startDate <= clock.now()) throw new AppError('rsvps.started', 422, guestRsvpMessages.started);
    if (row.event.cancelledAt) throw new AppError('events.cancelled', 409, reminderMessages.cannotRsvpCancelled);
    return row;
  }

  const alreadyRsvped = () => new AppError('rsvps.guest_exists', 409, guestRsvpMessages.alreadyRsvped);

  const shown = (phone: string) => formatPhone(phone, { international: !phone.startsWith('+27') });

  return {
    /** Step one: a code to the number (the SMS caps are the routes'); asking again sends a new one after a wait. */
    async start(eventId: number, input: GuestRsvpRequest): Promise<GuestCodeSentResponse> {
      const phone = phoneOrFail(input.phone);
      const row = await openEvent(eventId);
      // Guests bring guests as members do, up to the event's limit (decision 040).
      const plusOnes = input.plus_ones ?? 0;
      if (plusOnes > row.event.maxPlusOnes) {
        throw validationError('plus_ones', rsvpMessages.plusOnesAboveLimit(row.event.maxPlusOnes));
      }
      const now = clock.now();
      const latest = await repository.latestCode(eventId, phone);
      if (latest) {
        const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
        if (waited < VERIFICATION_RESEND_SECONDS) {
          throw tooManyRequests(guestRsvpMessages.resendWait, VERIFICATION_RESEND_SECONDS - waited);
        }
      }
      const code = randomDigits(VERIFICATION_CODE_LENGTH);
      const expiresAt = addMinutes(now, VERIFICATION_CODE_TTL_MINUTES);
      await transact(async (tx) => {
        // Asked again for a number that has its RSVP already: say so now rather than after the code.
        if (await rsvpsService.hasGuestRsvp(tx, row.event.id, phone)) throw alreadyRsvped();
        await repository.insertCode(tx, {
          eventId,
          phone,
          name: input.name as string,
          plusOnes,
          codeHash: sha256(code),
          createdAt: now,
          expiresAt,
        });
        // A code that no longer works is not sent late.
        await outbox.sms(tx, phone, guestRsvpSms.code(code, VERIFICATION_CODE_TTL_MINUTES), { expiresAt });
      });
      return {
        data: { phone: shown(phone), resend_after: VERIFICATION_RESEND_SECONDS },
        message: guestRsvpMessages.codeSent(shown(phone)),
      };
    },

    /** Step two: the code proves the number; the RSVP is placed and confirmed by SMS with its cancel link. */
    async confirm(eventId: number, input: GuestRsvpConfirmRequest): Promise<GuestRsvpResponse> {
      const phone = phoneOrFail(input.phone);
      // The event may have changed since the code was sent (made private, started): checked first.
      const row = await openEvent(eventId);
      const now = clock.now();
      const expired = validationError('code', guestRsvpMessages.codeExpired);
      const sent = await repository.latestCode(eventId, phone);
      if (!sent || sent.consumedAt || sent.expiresAt <= now) throw expired;
      const tooMany = validationError('code', guestRsvpMessages.codeTooManyAttempts);
      const attempts = await repository.takeAttempt(sent.id, VERIFICATION_MAX_ATTEMPTS);
      if (attempts === null) throw tooMany;
      if (!sameSecret(sent.codeHash, sha256(input.code as string))) {
        throw attempts >= VERIFICATION_MAX_ATTEMPTS ? tooMany : validationError('code', guestRsvpMessages.codeWrong);
      }
      const token = randomToken();
      const cancelUrl = new URL(`${GUEST_CANCEL_PATH}?token=${encodeURIComponent(token)}`, deps.publicUrl).toString();
      let outcome: Awaited<ReturnType<RsvpsService['attendAsGuest']>>;
      try {
        outcome = await transact(async (tx) => {
          if (!(await repository.consume(tx, sent.id, now))) throw expired;
          const placed = await rsvpsService.attendAsGuest(
            tx,
            {
              id: row.event.id,
              title: row.event.title,
              userId: row.event.userId,
              requiresApproval: row.event.requiresApproval,
            },
            { name: sent.name, phone, cancelHash: sha256(token), plusOnes: sent.plusOnes },
          );
          if (!placed) throw alreadyRsvped();
          const when = formatShortDateTimeTwoClocks(row.event.startDate.toISOString());
          await outbox.sms(tx, phone, guestRsvpSms.confirmed(placed.status, row.event.title, when, cancelUrl));
          return placed;
        });
      } catch (error) {
        // Two confirmations of one number raced past the check: the unique index decided.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw alreadyRsvped();
        throw error;
      }
      if (!outcome) throw alreadyRsvped();
      return {
        data: {
          status: outcome.status,
          attendees_count: outcome.attendeesCount,
          waitlist_count: outcome.waitlistCount,
          // Only the waitlist has places to count.
          waitlist_position:
            outcome.status === 'waitlisted' ? await rsvpsService.guestWaitlistPosition(outcome.id) : null,
        },
        message: guestRsvpMessages.confirmed[outcome.status],
      };
    },

    /** What the cancel link's page shows; reading it changes nothing (link previewers fetch links). */
    async view(token: string): Promise<{ data: GuestRsvpView }> {
      const row = await rsvpsService.guestByCancelToken(sha256(token));
      if (!row) throw notFound(guestRsvpMessages.linkInvalid);
      return {
        data: {
          name: row.name ?? guestRsvpMessages.formerGuest,
          status: row.status,
          event: {
            id: row.eventId,
            title: row.title,
            start_date: row.startDate.toISOString(),
            venue_name: row.venueName,
            city: row.city,
          },
        },
      };
    },

    /** The cancel link's button: the RSVP goes, and its place to the waitlist. */
    async cancel(token: string): Promise<{ message: string }> {
      const hash = sha256(token);
      const cancelled = await transact(async (tx) => {
        const row = await rsvpsService.guestByCancelToken(hash, tx);
        if (!row) return false;
        return (await rsvpsService.cancelGuest(tx, row.eventId, row.id)) !== null;
      });
      if (!cancelled) throw notFound(guestRsvpMessages.linkInvalid);
      return { message: guestRsvpMessages.cancelled };
    },

    /** Maintenance: expired codes go; guests' names and numbers go GUEST_RSVP_KEEP_DAYS after their event. */
    async purge(): Promise<number> {
      const now = clock.now();
      await repository.purgeExpired(now);
      return rsvpsService.forgetGuestsOfEventsEndedBefore(addDays(now, -GUEST_RSVP_KEEP_DAYS));
    },
  };
}
export type GuestRsvpsService = ReturnType<typeof createGuestRsvpsService>;
