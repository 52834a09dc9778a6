import { describe, expect, it } from 'vitest';
import { apiMessages, eventMessages, profileMessages, textMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  formFields,
  makeBusiness,
  makeVerifiedBusiness,
  multipart,
} from '../../test/event-factories.ts';

/**
 * Values the database cannot store (NUL, integers past int4, dates past year 9999) and bodies the
 * multipart reader cannot read are refused with a 4xx and a message that says what is wrong; none
 * reaches the database as a 500 (issue 6 §2).
 */
const { app, clock } = await buildTestApp();

const food = await categoryBySlug(app, 'event', 'food-and-music');
const organiser = await makeVerifiedBusiness(app, 'Hostile Input Events');
const body = (overrides: Record<string, unknown> = {}) => eventBody(clock.now(), food.id, overrides);

const postEvent = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/events', headers: organiser.headers, payload });

function postForm(fields: Record<string, unknown>, url = '/api/v1/events') {
  const form = multipart(formFields(fields));
  return app.inject({ method: 'POST', url, headers: { ...organiser.headers, ...form.headers }, payload: form.payload });
}

describe('event form', () => {
  it.each([
    ['title', { title: 'Braai\u0000night' }, textMessages.singleLineControl('Event title')],
    ['title', { title: 'Braai\u0007night' }, textMessages.singleLineControl('Event title')],
    ['title', { title: 'Braai\nnight' }, textMessages.singleLineControl('Event title')],
    [
      'description',
      { description: 'Jollof and\u0000 kelewele on the lawn.' },
      textMessages.control('Event description'),
    ],
    ['venue_name', { venue_name: 'Zoo\u0000Lake' }, textMessages.singleLineControl('Venue name')],
    ['additional_info', { additional_info: 'Park\u001b[31m' }, textMessages.control('Additional information')],
    ['title', { title: 'x'.repeat(151) }, 'Event title must be at most 150 characters'],
    ['category_id', { category_id: 2 ** 31 }, eventMessages.categoryInvalid],
    ['category_id', { category_id: 1e12 }, eventMessages.categoryInvalid],
    ['max_attendees', { max_attendees: 1e12 }, eventMessages.maxAttendeesMax],
    ['max_attendees', { max_attendees: 2 ** 31 }, eventMessages.maxAttendeesMax],
    ['price', { price: '99999999999' }, eventMessages.priceMax],
    ['start_date', { start_date: '10000-01-01T10:00' }, eventMessages.startInvalid],
    ['start_date', { start_date: '+010000-01-01T10:00:00.000Z' }, eventMessages.startTooFar],
  ])('refuses %s %j with a 422 that says what is wrong', async (field, overrides, message) => {
    const response = await postEvent(body(overrides));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ message, errors: { [field]: [message] } });
  });

  it('keeps line breaks and tabs in a multi-line description', async () => {
    const response = await postEvent(body({ description: 'Jollof\n\tkelewele\r\nand highlife on the lawn.' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.description).toBe('Jollof\n\tkelewele\r\nand highlife on the lawn.');
  });

  it('refuses an end date past year 9999', async () => {
    const response = await postEvent(body({ end_date: '+010000-01-01T10:00:00.000Z' }));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ end_date: [textMessages.dateOutOfRange] });
  });

  it('refuses a NUL byte in a multipart field, on create and on the _method=PUT edit', async () => {
    const created = await postForm({ ...body(), title: 'Braai\u0000night' });
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors).toEqual({ title: [textMessages.singleLineControl('Event title')] });

    const event = await createEvent(app, organiser, body());
    const edited = await postForm(
      { ...body(), _method: 'PUT', venue_name: 'Zoo\u0000Lake' },
      `/api/v1/events/${event.id}`,
    );
    expect(edited.statusCode, edited.body).toBe(422);
    expect(edited.json().errors).toEqual({ venue_name: [textMessages.singleLineControl('Venue name')] });
  });

  it('answers the same 422 to a JSON edit', async () => {
    const event = await createEvent(app, organiser, body());
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${event.id}`,
      headers: organiser.headers,
      payload: body({ category_id: 2 ** 31 }),
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ category_id: [eventMessages.categoryInvalid] });
  });

  it('still answers a visitor 401 before reading the body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/events', payload: { title: '\u0000' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: apiMessages.unauthenticated });
  });
});

describe('events list filters', () => {
  it('refuses a NUL byte in the search with a 422', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/events?search=a%00b' });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ errors: { search: [textMessages.singleLineControl('Search')] } });
  });

  it.each(['city=Dur%00ban', 'category=food%00music'])('refuses %s with a 422', async (query) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/events?${query}` });
    expect(response.statusCode, response.body).toBe(422);
  });

  it.each(['date_from=10000-01-01', 'date_from=2030-02-31'])('ignores the impossible date %s', async (query) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/events?${query}` });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('profile', () => {
  it.each([
    ['name', { name: 'Ama\u0000Mensah' }, textMessages.singleLineControl('Full name')],
    ['bio', { bio: 'Hello\u0000there' }, textMessages.control('Bio')],
    ['location', { location: 'Durban\u0000' }, textMessages.singleLineControl('City or suburb')],
    ['business_name', { business_name: 'Accra\u0000Bites' }, textMessages.singleLineControl('Business name')],
    ['linkedin_url', { linkedin_url: 'https://example.com/\u0000' }, profileMessages.urlInvalid],
  ])('refuses a NUL byte in %s with a 422', async (field, payload, message) => {
    const member = await makeBusiness(app);
    const response = await app.inject({ method: 'PUT', url: '/api/v1/profile', headers: member.headers, payload });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it('keeps line breaks in a bio', async () => {
    const member = await makeBusiness(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: member.headers,
      payload: { bio: 'Line one\nLine two' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.profile.bio).toBe('Line one\nLine two');
  });
});

describe('registration and contact', () => {
  it('refuses a NUL byte in a name at registration', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        name: 'Kofi\u0000Boateng',
        email: 'kofi-nul@example.com',
        password: 'Kumasi-Gold-2024',
        password_confirmation: 'Kumasi-Gold-2024',
        terms_accepted: true,
        age_confirmed: true,
      },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ name: [textMessages.singleLineControl('Full name')] });
  });

  it('refuses a NUL byte in a contact message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Kofi', email: 'kofi@example.com', message: 'Hello there\u0000, a question' },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ message: [textMessages.control('Message')] });
  });
});

describe('malformed multipart bodies', () => {
  it('answers 400 with a message to a multipart body with no boundary', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { ...organiser.headers, 'content-type': 'multipart/form-data' },
      payload: 'title=x',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: apiMessages.malformedMultipart });
  });

  it('answers a 4xx with a message to a multipart body cut short', async () => {
    const form = multipart(formFields(body()));
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { ...organiser.headers, ...form.headers },
      payload: form.payload.subarray(0, Math.floor(form.payload.length / 2)),
    });
    // The reader ends where the body does: what arrived is then validated like any form.
    expect([400, 422], response.body).toContain(response.statusCode);
    expect(typeof response.json().message).toBe('string');
  });

  it('answers 400 with a message to a multipart body cut short inside the image', async () => {
    const form = multipart(formFields(body()), [
      { field: 'image', filename: 'a.png', contentType: 'image/png', content: Buffer.alloc(64 * 1024, 1) },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { ...organiser.headers, ...form.headers },
      payload: form.payload.subarray(0, form.payload.length - 32 * 1024),
    });
    expect([400, 422], response.body).toContain(response.statusCode);
    expect(typeof response.json().message).toBe('string');
  });

  it('refuses a file in a field that takes none', async () => {
    const form = multipart(formFields(body()), [
      { field: 'title', filename: 'a.txt', contentType: 'text/plain', content: Buffer.from('hello') },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { ...organiser.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ title: [apiMessages.unexpectedFile] });
  });

  it('answers 422 to a multipart body on a route that reads only JSON', async () => {
    const form = multipart({ name: 'Kofi', email: 'kofi@example.com', message: 'Hello there, a question' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: form.headers,
      payload: form.payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(typeof response.json().message).toBe('string');
  });
});
