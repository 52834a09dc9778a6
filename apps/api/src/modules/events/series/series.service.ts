import {
  eventMessages,
  SERIES_DATES_SHOWN,
  SERIES_MAX_DATES,
  seriesDates,
  type RepeatChoice,
  type EventCommand,
  type SeriesFacts,
  type SeriesRepeat,
} from '@akwaaba/contracts';
import { getTableColumns } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { validationError } from '../../../lib/errors.ts';
import type { CalendarEntry } from '../../calendar/ics.ts';
import { events, type NewEventRow } from '../events.table.ts';
import { seriesEntries, seriesRule } from './series.ics.ts';
import type { DateMove, SeriesDate, SeriesRepository, SharedColumns } from './series.repository.ts';
import type { EventSeriesRow } from './series.table.ts';

interface Deps {
  seriesRepository: SeriesRepository;
  clock: Clock;
  publicUrl: string;
}

/** What the events service does to one date that an edit or a deletion of a series' later dates reuses. */
export interface DateHooks {
  /** Tells a date's attendees of its new start or place (and raises nothing else). */
  tellOfMove(tx: Transaction, before: SeriesDate, after: Partial<NewEventRow>): Promise<void>;
  /** Lets the waitlist into places a raised capacity freed. */
  fillFreePlaces(tx: Transaction, eventId: number): Promise<void>;
  /** Deletes one date as an event is deleted (its attendees told); what to do after the commit. */
  removeDate(tx: Transaction, row: SeriesDate): Promise<() => Promise<void>>;
}

/** The form's answer to "Repeats" and "Ends". */
type RuleCommand = Pick<EventCommand, 'repeat' | 'repeat_until' | 'repeat_count'>;

/** What a new date copies of the date it is made from: its columns, but not its identity, counts and history. */
const NOT_COPIED = new Set<string>([
  'id',
  'searchVector',
  'attendeesCount',
  'waitlistCount',
  'cancelledAt',
  'sequence',
  'remindedAt',
  'releasedAt',
  'createdAt',
  'updatedAt',
]);
const COPIED = Object.keys(getTableColumns(events)).filter((key) => !NOT_COPIED.has(key));
function copyOf(row: SeriesDate): NewEventRow {
  return Object.fromEntries(COPIED.map((key) => [key, row[key as keyof SeriesDate]])) as NewEventRow;
}

/**
 * The rule an edit of later dates repeats by: the form's, or, when it says nothing of it, the series' own for the
 * dates left (by its last day while that still gives a bounded series from the new start, else by their number).
 */
function ruleFrom(
  command: RuleCommand,
  kept: { series: EventSeriesRow; remaining: number } | null,
  from: { start: Date; heldIn: EventSeriesRow['heldIn'] },
): { repeat: RepeatChoice; until: string | null; count: number | null } {
  if (command.repeat != null) {
    return { repeat: command.repeat, until: command.repeat_until, count: command.repeat_count };
  }
  if (!kept) return { repeat: 'none', until: null, count: null };
  const { repeat, until } = kept.series;
  if (until !== null) {
    const dates = seriesDates({ repeat, start: from.start, clock: from.heldIn, until, count: null });
    if (dates.length >= 1 && dates.length <= SERIES_MAX_DATES) return { repeat, until, count: null };
  }
  return { repeat, until: null, count: kept.remaining };
}

const DURATION = (row: { startDate: Date; endDate: Date }) => row.endDate.getTime() - row.startDate.getTime();
const highestSequence = (rows: readonly SeriesDate[]) => Math.max(0, ...rows.map((row) => row.sequence));

/**
 * Series of events (decision 039): made by a rule, each date its own event. Creating one writes the rule and every
 * date in one statement; an edit of a date and every later one rewrites them by the new rule, date for date, in the
 * caller's transaction; the calendar file says the rule once.
 */
export function createSeriesService({ seriesRepository: repository, clock, publicUrl }: Deps) {
  const slotsOf = (series: EventSeriesRow) => seriesDates(seriesRule(series), series.count);
  const indexOf = (slots: Date[], start: Date | null) =>
    start === null ? -1 : slots.findIndex((slot) => slot.getTime() === start.getTime());

  return {
    /**
     * A new series: its rule, then every date (the first one is `first`, the rest copy it at the rule's starts), in
     * one multi-row insert. The contract's rules have bounded it already. Returns the first date's id.
     */
    async create(
      tx: Transaction,
      first: NewEventRow,
      command: Pick<RuleCommand, 'repeat_until' | 'repeat_count'> & { repeat: SeriesRepeat },
    ): Promise<number> {
      const slots = seriesDates({
        repeat: command.repeat,
        start: first.startDate,
        clock: first.heldIn ?? 'south_africa',
        until: command.repeat_until,
        count: command.repeat_count,
      });
      const seriesId = await repository.insert(tx, {
        userId: first.userId,
        repeat: command.repeat,
        heldIn: first.heldIn ?? 'south_africa',
        firstStart: slots[0]!,
        count: slots.length,
        until: command.repeat_until,
      });
      const duration = DURATION(first);
      const ids = await repository.insertDates(
        tx,
        slots.map((slot) => ({
          ...first,
          startDate: slot,
          endDate: new Date(slot.getTime() + duration),
          seriesId,
          seriesStart: slot,
        })),
      );
      return ids[0]!;
    },

    /** What the event's page says of its series; `everyDate`: the caller runs it and sees dates not listed. */
    async facts(event: SeriesDate, everyDate: boolean): Promise<SeriesFacts | null> {
      if (event.seriesId === null) return null;
      const series = await repository.find(event.seriesId);
      if (!series) return null;
      const next = await repository.nextDates(series.id, event.startDate, clock.now(), everyDate, SERIES_DATES_SHOWN);
      return {
        id: series.id,
        repeat: series.repeat,
        until: series.until,
        count: series.count,
        position: Math.max(1, indexOf(slotsOf(series), event.seriesStart) + 1),
        next_dates: next.map((date) => ({
          id: date.id,
          start_date: date.startDate.toISOString(),
          cancelled: date.cancelledAt !== null,
        })),
      };
    },

    /**
     * A series as calendar entries (one RRULE, its EXDATEs and overrides): every date for those who run it, the
     * listed ones for everyone else (the rest are EXDATEs).
     */
    async calendarEntries(seriesId: number, everyDate: boolean): Promise<CalendarEntry[]> {
      const series = await repository.find(seriesId);
      if (!series) return [];
      const dates = everyDate ? await repository.dates(seriesId) : await repository.listedDates(seriesId);
      return seriesEntries(series, dates, publicUrl);
    },

    /**
     * "This and all later dates" (decision 039): `row` and the series' later dates take `shared` and the new rule
     * from `row`'s new start. Date for date in the rule's order, each keeps what it was moved by alone; dates past the
     * new end are deleted, dates the new rule adds are made. The series is split at `row` (unless it is the first
     * date, whose edit rewrites the series): the earlier dates keep the old rule, ended before it. A single event
     * given a rule becomes a series' first date; a date given "does not repeat" leaves its series, ending it there.
     * Moved dates with RSVPs have their attendees told. Returns what to do after the commit.
     */
    async editLater(
      tx: Transaction,
      edit: {
        row: SeriesDate;
        shared: SharedColumns;
        start: Date;
        end: Date;
        command: RuleCommand;
        backToReview: boolean;
        hooks: DateHooks;
      },
    ): Promise<Array<() => Promise<void>>> {
      const { row, shared, start, end, command, backToReview, hooks } = edit;
      const series = row.seriesId === null ? null : await repository.lock(tx, row.seriesId);
      const oldSlots = series ? slotsOf(series) : [];
      const at = indexOf(oldSlots, row.seriesStart);
      const inSeries = series !== null && at >= 0;
      const later = inSeries ? await repository.dates(series.id, tx, row.seriesStart!) : [row];
      const before = inSeries ? highestSequence(await repository.dates(series.id, tx)) : 0;
      const heldIn = shared.heldIn ?? row.heldIn;
      const { repeat, until, count } = ruleFrom(command, inSeries ? { series, remaining: series.count - at } : null, {
        start,
        heldIn,
      });
      const newSlots = repeat === 'none' ? [start] : seriesDates({ repeat, start, clock: heldIn, until, count });

      if (shared.maxAttendees != null) {
        const capacity = shared.maxAttendees;
        if (later.some((date) => date.attendeesCount > capacity)) {
          throw validationError('max_attendees', eventMessages.capacityBelowAttending);
        }
      }

      let target: number | null = null;
      const rule = { firstStart: newSlots[0]!, count: newSlots.length, until, heldIn };
      if (repeat !== 'none') {
        if (inSeries && at === 0) {
          await repository.update(tx, series.id, { ...rule, repeat });
          target = series.id;
        } else {
          target = await repository.insert(tx, { ...rule, userId: row.userId, repeat });
        }
      }
      if (inSeries && at > 0) await repository.update(tx, series.id, { count: at, until: null });

      const duration = end.getTime() - start.getTime();
      const moves: DateMove[] = [];
      const gone: SeriesDate[] = [];
      for (const date of later) {
        const index = inSeries ? indexOf(oldSlots, date.seriesStart) - at : 0;
        const slot = newSlots[index];
        if (slot === undefined || index < 0) {
          gone.push(date);
          continue;
        }
        // A date moved alone keeps its own difference from the rule; the edited date takes the form's start.
        const own = date.id === row.id || !date.seriesStart ? 0 : date.startDate.getTime() - date.seriesStart.getTime();
        const startDate = new Date(slot.getTime() + own);
        const rescheduled = startDate.getTime() !== date.startDate.getTime();
        const placeChanged =
          (shared.venueName !== undefined && shared.venueName !== date.venueName) ||
          (shared.venueAddress !== undefined && shared.venueAddress !== date.venueAddress);
        moves.push({
          id: date.id,
          startDate,
          endDate: new Date(startDate.getTime() + duration),
          seriesStart: target === null ? null : slot,
          rescheduled,
          moved: rescheduled || placeChanged,
        });
      }
      await repository.updateDates(tx, { ...shared, seriesId: target }, moves, backToReview);

      // The dates the new rule adds past the old end.
      const kept = inSeries ? series.count - at : 1;
      if (target !== null && newSlots.length > kept) {
        const status = backToReview
          ? 'pending'
          : row.status === 'hidden'
            ? (row.hiddenFromStatus ?? 'pending')
            : row.status;
        const base: NewEventRow = {
          ...copyOf(row),
          ...shared,
          status: status as NewEventRow['status'],
          hiddenFromStatus: null,
          hiddenReason: null,
          rejectionReason: null,
          seriesId: target,
        };
        await repository.insertDates(
          tx,
          newSlots.slice(kept).map((slot) => ({
            ...base,
            startDate: slot,
            endDate: new Date(slot.getTime() + duration),
            seriesStart: slot,
          })),
        );
      }

      const byId = new Map(later.map((date) => [date.id, date]));
      const attended = await repository.withRsvps(
        tx,
        moves.filter((move) => move.moved).map((move) => move.id),
      );
      for (const move of moves) {
        const date = byId.get(move.id)!;
        if (attended.has(move.id) && date.cancelledAt === null) {
          await hooks.tellOfMove(tx, date, { ...shared, startDate: move.startDate, endDate: move.endDate });
        }
        const freed =
          shared.maxAttendees !== undefined &&
          date.waitlistCount > 0 &&
          (shared.maxAttendees === null || (date.maxAttendees !== null && shared.maxAttendees > date.maxAttendees));
        if (freed) await hooks.fillFreePlaces(tx, move.id);
      }
      const afterCommit: Array<() => Promise<void>> = [];
      for (const date of gone) afterCommit.push(await hooks.removeDate(tx, date));
      if (inSeries) await repository.raiseSequence(tx, series.id, before);
      return afterCommit;
    },

    /**
     * "Delete this and all later dates": each goes as a deleted event goes (its attendees told), in the caller's
     * transaction; the series ends before `row`. Bounded by the series' 52 dates.
     */
    async removeLater(tx: Transaction, row: SeriesDate, removeDate: DateHooks['removeDate']) {
      const series = row.seriesId === null ? null : await repository.lock(tx, row.seriesId);
      const at = series ? indexOf(slotsOf(series), row.seriesStart) : -1;
      if (!series || at < 0) return [await removeDate(tx, row)];
      const all = await repository.dates(series.id, tx);
      const afterCommit: Array<() => Promise<void>> = [];
      for (const date of all.filter((date) => date.seriesStart !== null && date.seriesStart >= row.seriesStart!)) {
        afterCommit.push(await removeDate(tx, date));
      }
      if (at > 0) await repository.update(tx, series.id, { count: at, until: null });
      await repository.raiseSequence(tx, series.id, highestSequence(all));
      return afterCommit;
    },

    /** One date of a series deleted: calendars must take its EXDATE. */
    async dateRemoved(tx: Transaction, row: SeriesDate): Promise<void> {
      if (row.seriesId !== null) await repository.raiseSequence(tx, row.seriesId, row.sequence);
    },

    recordDecision: repository.recordDecision,
    pendingCounts: repository.pendingCounts,
    imageInUse: repository.imageInUse,
  };
}
export type SeriesService = ReturnType<typeof createSeriesService>;
