import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { canonicalCity } from './cities.ts';
import { fieldErrors, textMessages } from './common/errors.ts';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './common/pagination.ts';
import { attendRequest, eventIdParams, eventInput, eventMessages, eventsQuery, rejectRequest } from './events.ts';

/** A physical event that passes every rule; tests change one field at a time. */
const physical = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: 'Ghana Independence Day Braai',
  description: 'Jollof, kelewele and highlife on the lawn.',
  category_id: 3,
  event_type: 'physical',
  start_date: '2030-03-06T16:00:00.000Z',
  end_date: '2030-03-06T20:00:00.000Z',
  venue_name: 'Zoo Lake Gardens',
  city: 'Johannesburg',
  ...overrides,
});

const virtual = (overrides: Record<string, unknown> = {}) =>
  physical({
    event_type: 'virtual',
    venue_name: undefined,
    city: undefined,
    virtual_url: 'https://meet.example.com/akwaaba',
    ...overrides,
  });

/** The `{ field: [messages] }` a 422 would carry for this body (empty when it is valid). */
function errorsOf(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error.issues);
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('an event held in Ghana', () => {
  it('reads its times as Ghana time and its town from Ghana', () => {
    const parsed = eventInput.parse(
      physical({
        held_in: 'ghana',
        start_date: '2030-03-06T18:00',
        end_date: '2030-03-06T22:00',
        venue_name: 'Jubilee Park',
        city: 'takoradi',
      }),
    );
    expect(parsed).toMatchObject({
      held_in: 'ghana',
      start_date: '2030-03-06T18:00:00.000Z',
      end_date: '2030-03-06T22:00:00.000Z',
      city: 'Sekondi-Takoradi',
    });
  });

  it('reads a wall-clock time as South African time when held there, or when it does not say', () => {
    const times = { start_date: '2030-03-06T18:00', end_date: '2030-03-06T22:00' };
    expect(eventInput.parse(physical(times)).start_date).toBe('2030-03-06T16:00:00.000Z');
    expect(eventInput.parse(physical({ ...times, held_in: 'south_africa' })).start_date).toBe(
      '2030-03-06T16:00:00.000Z',
    );
    // An instant with its offset is the same instant wherever the event is held.
    expect(eventInput.parse(physical({ held_in: 'ghana', city: 'Accra' })).start_date).toBe('2030-03-06T16:00:00.000Z');
  });

  it('takes an online event hosted from Ghana, and refuses a place that is not where it is held', () => {
    expect(
      eventInput.parse(virtual({ held_in: 'ghana', start_date: '2030-03-06T18:00', end_date: '2030-03-06T19:00' })),
    ).toMatchObject({ held_in: 'ghana', start_date: '2030-03-06T18:00:00.000Z', city: null });
    expect(errorsOf(eventInput, physical({ held_in: 'ghana', city: 'Johannesburg' }))).toEqual({
      city: [eventMessages.cityRequired],
    });
    expect(errorsOf(eventInput, physical({ city: 'Kumasi' }))).toEqual({ city: [eventMessages.cityRequired] });
    expect(errorsOf(eventInput, physical({ held_in: 'togo' }))).toEqual({ held_in: [eventMessages.heldInInvalid] });
  });
});

describe('event form', () => {
  it('accepts a complete physical event and fills the defaults', () => {
    expect(eventInput.parse(physical())).toEqual({
      title: 'Ghana Independence Day Braai',
      description: 'Jollof, kelewele and highlife on the lawn.',
      category_id: 3,
      event_type: 'physical',
      held_in: 'south_africa',
      life_event: null,
      association_id: null,
      start_date: '2030-03-06T16:00:00.000Z',
      end_date: '2030-03-06T20:00:00.000Z',
      venue_name: 'Zoo Lake Gardens',
      venue_address: null,
      city: 'Johannesburg',
      virtual_url: null,
      price: null,
      max_attendees: null,
      max_plus_ones: 0,
      additional_info: null,
      is_public: true,
      requires_approval: false,
      reconfirm_hours: null,
      remove_image: false,
      repeat_until: null,
      repeat_count: null,
    });
  });

  it('trims text fields', () => {
    const parsed = eventInput.parse(
      physical({ title: '  Harvest  ', description: '  Thanksgiving service  ', venue_name: '  Hall  ' }),
    );
    expect(parsed).toMatchObject({ title: 'Harvest', description: 'Thanksgiving service', venue_name: 'Hall' });
  });

  it.each([
    ['title missing', { title: undefined }, 'title', eventMessages.titleRequired],
    ['title empty', { title: '' }, 'title', eventMessages.titleRequired],
    ['title blank', { title: '    ' }, 'title', eventMessages.titleRequired],
    ['title of two letters', { title: 'Ab' }, 'title', eventMessages.titleMin],
    ['title of two letters padded with spaces', { title: '  Ab  ' }, 'title', eventMessages.titleMin],
    ['description missing', { description: undefined }, 'description', eventMessages.descriptionRequired],
    ['description empty', { description: '' }, 'description', eventMessages.descriptionRequired],
    ['description of nine letters', { description: 'Come all!' }, 'description', eventMessages.descriptionMin],
    ['category missing', { category_id: undefined }, 'category_id', eventMessages.categoryRequired],
    ['category empty', { category_id: '' }, 'category_id', eventMessages.categoryRequired],
    ['category not a number', { category_id: 'music' }, 'category_id', eventMessages.categoryRequired],
    ['category zero', { category_id: 0 }, 'category_id', eventMessages.categoryRequired],
    ['category negative', { category_id: '-2' }, 'category_id', eventMessages.categoryRequired],
    ['category fractional', { category_id: '1.5' }, 'category_id', eventMessages.categoryRequired],
    ['start missing', { start_date: undefined }, 'start_date', eventMessages.startRequired],
    ['start empty', { start_date: '' }, 'start_date', eventMessages.startRequired],
    ['start not a date', { start_date: 'next Saturday' }, 'start_date', eventMessages.startInvalid],
    ['start past year 9999', { start_date: '10000-01-01T10:00' }, 'start_date', eventMessages.startInvalid],
    ['end missing', { end_date: undefined }, 'end_date', eventMessages.endRequired],
    ['end empty', { end_date: '' }, 'end_date', eventMessages.endRequired],
    ['end not a date', { end_date: '2030-13-45T99:00' }, 'end_date', eventMessages.endInvalid],
    ['end equal to start', { end_date: '2030-03-06T16:00:00.000Z' }, 'end_date', eventMessages.endAfterStart],
    ['end before start', { end_date: '2030-03-06T15:59:00.000Z' }, 'end_date', eventMessages.endAfterStart],
    [
      'end one minute past 14 days',
      { end_date: new Date(Date.parse('2030-03-06T16:00:00.000Z') + 14 * DAY + MINUTE).toISOString() },
      'end_date',
      eventMessages.tooLong,
    ],
    ['venue missing for a physical event', { venue_name: undefined }, 'venue_name', eventMessages.venueRequired],
    ['venue blank for a physical event', { venue_name: '   ' }, 'venue_name', eventMessages.venueRequired],
    ['city missing for a physical event', { city: undefined }, 'city', eventMessages.cityRequired],
    ['city empty for a physical event', { city: '' }, 'city', eventMessages.cityRequired],
    ['city outside the list', { city: 'Accra' }, 'city', eventMessages.cityRequired],
    ['max_attendees of 0', { max_attendees: 0 }, 'max_attendees', eventMessages.maxAttendeesMin],
    ['max_attendees of -3', { max_attendees: '-3' }, 'max_attendees', eventMessages.maxAttendeesMin],
    ['max_attendees of 2.5', { max_attendees: '2.5' }, 'max_attendees', eventMessages.maxAttendeesWhole],
    ['max_attendees not a number', { max_attendees: 'many' }, 'max_attendees', eventMessages.maxAttendeesMin],
    ['price of -1', { price: '-1' }, 'price', eventMessages.priceMin],
    ['price of -0.01 as a number', { price: -0.01 }, 'price', eventMessages.priceMin],
    ['price with three decimals', { price: '10.125' }, 'price', eventMessages.priceMin],
    ['price not a number', { price: 'R150' }, 'price', eventMessages.priceMin],
    ['title of 151 characters', { title: 'x'.repeat(151) }, 'title', 'Event title must be at most 150 characters'],
    ['title with a NUL byte', { title: 'Braai\u0000night' }, 'title', textMessages.singleLineControl('Event title')],
    ['title on two lines', { title: 'Braai\nnight' }, 'title', textMessages.singleLineControl('Event title')],
    [
      'description with a NUL byte',
      { description: 'Jollof\u0000 and kelewele' },
      'description',
      textMessages.control('Event description'),
    ],
    [
      'venue with an escape sequence',
      { venue_name: 'Zoo\u001b[2J' },
      'venue_name',
      textMessages.singleLineControl('Venue name'),
    ],
    ['category_id of 2^31', { category_id: 2 ** 31 }, 'category_id', eventMessages.categoryInvalid],
    ['category_id of 1e12', { category_id: '1e12' }, 'category_id', eventMessages.categoryInvalid],
    ['max_attendees of 1e12', { max_attendees: 1e12 }, 'max_attendees', eventMessages.maxAttendeesMax],
    ['max_attendees of 1e308', { max_attendees: 1e308 }, 'max_attendees', eventMessages.maxAttendeesMax],
    ['price of 1e308', { price: 1e308 }, 'price', eventMessages.priceMax],
    ['start in year 10000', { start_date: '+010000-01-01T10:00:00.000Z' }, 'start_date', eventMessages.startTooFar],
    [
      'start in 6 years',
      { start_date: `${new Date().getUTCFullYear() + 6}-01-01T10:00` },
      'start_date',
      eventMessages.startTooFar,
    ],
    ['start in year 1200', { start_date: '1200-01-01T10:00' }, 'start_date', textMessages.dateOutOfRange],
    ['end in year 10000', { end_date: '+010000-01-01T10:00:00.000Z' }, 'end_date', textMessages.dateOutOfRange],
  ])('refuses the %s with its message on its field', (_, overrides, field, message) => {
    const errors = errorsOf(eventInput, physical(overrides));
    expect(errors[field]).toEqual([message]);
  });

  it('reports every broken rule of an empty form at once, each on its field', () => {
    expect(errorsOf(eventInput, {})).toEqual({
      title: [eventMessages.titleRequired],
      description: [eventMessages.descriptionRequired],
      category_id: [eventMessages.categoryRequired],
      start_date: [eventMessages.startRequired],
      end_date: [eventMessages.endRequired],
    });
  });

  it('accepts an event of exactly 14 days', () => {
    const end = new Date(Date.parse('2030-03-06T16:00:00.000Z') + 14 * DAY).toISOString();
    expect(eventInput.parse(physical({ end_date: end })).end_date).toBe(end);
  });

  describe('physical and virtual events', () => {
    it('needs no venue or city for a virtual event, and drops the ones sent', () => {
      const parsed = eventInput.parse(virtual({ venue_name: 'Somewhere', city: 'Durban', venue_address: '1 Main Rd' }));
      expect(parsed).toMatchObject({
        event_type: 'virtual',
        virtual_url: 'https://meet.example.com/akwaaba',
        venue_name: null,
        venue_address: null,
        city: null,
      });
    });

    it('needs no link for a physical event, and drops the one sent', () => {
      expect(eventInput.parse(physical({ virtual_url: 'https://meet.example.com/x' })).virtual_url).toBeNull();
    });

    it.each([
      ['missing', undefined, eventMessages.virtualUrlRequired],
      ['empty', '', eventMessages.virtualUrlRequired],
      ['not a URL', 'meet on zoom', eventMessages.urlInvalid],
      ['a javascript: URL', 'javascript:alert(1)', eventMessages.urlInvalid],
      ['a data: URL', 'data:text/html,<script>alert(1)</script>', eventMessages.urlInvalid],
      ['an ftp: URL', 'ftp://files.example.com/event', eventMessages.urlInvalid],
    ])('refuses a virtual event whose link is %s', (_, url, message) => {
      expect(errorsOf(eventInput, virtual({ virtual_url: url })).virtual_url).toEqual([message]);
    });

    it.each(['http://meet.example.com/room', 'https://zoom.us/j/123456789?pwd=abc'])(
      'accepts the http(s) link %s',
      (url) => {
        expect(eventInput.parse(virtual({ virtual_url: url })).virtual_url).toBe(url);
      },
    );

    it('reads an unknown event type as physical', () => {
      expect(errorsOf(eventInput, physical({ event_type: 'hybrid' }))).toEqual({});
      expect(eventInput.parse(physical({ event_type: 'hybrid' })).event_type).toBe('physical');
    });
  });

  describe('capacity and price', () => {
    it.each([
      [undefined, null],
      ['', null],
      [null, null],
      ['1', 1],
      [250, 250],
    ])('reads max_attendees %j as %j (empty is unlimited)', (value, expected) => {
      expect(eventInput.parse(physical({ max_attendees: value })).max_attendees).toBe(expected);
    });

    it.each([
      [undefined, null],
      ['', null],
      ['0', '0.00'],
      [0, '0.00'],
      ['150', '150.00'],
      [150, '150.00'],
      ['99.5', '99.50'],
      ['1250.75', '1250.75'],
    ])('reads price %j as %j (empty is free, money as a decimal string)', (value, expected) => {
      expect(eventInput.parse(physical({ price: value })).price).toBe(expected);
    });
  });

  describe('form values', () => {
    it.each([
      ['0', false],
      ['false', false],
      [false, false],
      ['1', true],
      ['true', true],
      [true, true],
      [undefined, true],
    ])('reads is_public %j as %j', (value, expected) => {
      expect(eventInput.parse(physical({ is_public: value })).is_public).toBe(expected);
    });

    it.each([
      ['0', false],
      ['1', true],
      [undefined, false],
    ])('reads requires_approval %j as %j', (value, expected) => {
      expect(eventInput.parse(physical({ requires_approval: value })).requires_approval).toBe(expected);
    });

    it('refuses a boolean it cannot read rather than guessing true', () => {
      expect(errorsOf(eventInput, physical({ is_public: 'yes please' }))).toHaveProperty('is_public');
    });

    it.each([
      ['Port Elizabeth', 'Gqeberha'],
      ['port elizabeth', 'Gqeberha'],
      ['Gqeberha', 'Gqeberha'],
      ['Gqeberha (Port Elizabeth)', 'Gqeberha'],
      ['  cape town ', 'Cape Town'],
      ['Tshwane', 'Pretoria'],
    ])('stores the city %j as %j', (city, stored) => {
      expect(eventInput.parse(physical({ city })).city).toBe(stored);
      expect(canonicalCity(city)).toBe(stored);
    });

    it('reads a datetime-local value (YYYY-MM-DDTHH:mm) as South African time', () => {
      const parsed = eventInput.parse(physical({ start_date: '2030-03-06T18:30', end_date: '2030-03-06T22:00:15' }));
      expect(parsed.start_date).toBe('2030-03-06T16:30:00.000Z');
      expect(parsed.end_date).toBe('2030-03-06T20:00:15.000Z');
    });

    it('keeps the offset of a full ISO 8601 date', () => {
      const parsed = eventInput.parse(
        physical({ start_date: '2030-03-06T18:30:00+01:00', end_date: '2030-03-06T20:00:00Z' }),
      );
      expect(parsed.start_date).toBe('2030-03-06T17:30:00.000Z');
      expect(parsed.end_date).toBe('2030-03-06T20:00:00.000Z');
    });

    it('compares start and end after reading both as South African time', () => {
      // 19:00 SAST is 17:00Z: an end at 18:00Z is after it, one at 16:30Z is not.
      expect(
        errorsOf(eventInput, physical({ start_date: '2030-03-06T19:00', end_date: '2030-03-06T18:00:00Z' })),
      ).toEqual({});
      expect(
        errorsOf(eventInput, physical({ start_date: '2030-03-06T19:00', end_date: '2030-03-06T16:30:00Z' })),
      ).toEqual({
        end_date: [eventMessages.endAfterStart],
      });
    });
  });
});

describe('events list query', () => {
  it('defaults to page 1 of 12 with no filters', () => {
    expect(eventsQuery.parse({})).toEqual({ page: 1, per_page: DEFAULT_PER_PAGE });
  });

  it('keeps good filters, trimmed', () => {
    expect(
      eventsQuery.parse({
        page: '2',
        per_page: '50',
        search: ' jollof ',
        category: 'food-and-music',
        city: 'Gqeberha',
        date_from: '2030-03-06',
      }),
    ).toEqual({
      page: 2,
      per_page: 50,
      search: 'jollof',
      category: 'food-and-music',
      city: 'Gqeberha',
      date_from: '2030-03-06',
    });
  });

  it('ignores bad values instead of refusing the request', () => {
    const parsed = eventsQuery.parse({
      page: 'last',
      per_page: String(MAX_PER_PAGE + 1),
      search: 'x'.repeat(500),
      date_from: '06/03/2030',
      city: ['Durban', 'Cape Town'],
    });
    expect(parsed).toEqual({
      page: 1,
      per_page: MAX_PER_PAGE,
      search: undefined,
      city: undefined,
      date_from: undefined,
    });
  });

  it.each(['2030-02-31', '10000-01-01', '1200-01-01'])('ignores the impossible date_from %j', (date_from) => {
    expect(eventsQuery.parse({ date_from }).date_from).toBeUndefined();
  });

  it.each([
    ['search', 'a\u0000b', 'Search'],
    ['city', 'Durban\u0007', 'City'],
    ['category', 'food\nmusic', 'Category'],
  ])('refuses a %s with control characters, with a message', (field, value, label) => {
    expect(errorsOf(eventsQuery, { [field]: value })).toEqual({ [field]: [textMessages.singleLineControl(label)] });
  });
});

describe('small request bodies', () => {
  it('reads a missing attend body as attending', () => {
    // Alone, with no guests (decision 040).
    expect(attendRequest.parse(undefined)).toEqual({ status: 'attending', plus_ones: 0 });
    expect(attendRequest.parse(null)).toEqual({ status: 'attending', plus_ones: 0 });
    expect(attendRequest.parse({ status: 'maybe' })).toEqual({ status: 'attending', plus_ones: 0 });
  });

  it('reads a missing or empty reject reason as none', () => {
    expect(rejectRequest.parse(undefined)).toEqual({ reason: null });
    expect(rejectRequest.parse({ reason: '' })).toEqual({ reason: null });
    expect(rejectRequest.parse({ reason: '  Please add a venue.  ' })).toEqual({ reason: 'Please add a venue.' });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses the event id %j', (id) => {
    expect(eventIdParams.safeParse({ id }).success).toBe(false);
  });
});
