import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  eventInput,
  eventMessages,
  textLimits,
  textMessages,
  type EventDetail,
  type EventInput,
  type ValidationErrorResponse,
  reminderMessages,
} from '@akwaaba/contracts';
import { makeBusinessUser, makeEventDetail, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { pasteOverLimit } from '@/testing/long-text';
import { currentLocation, renderApp } from '@/testing/test-utils';
import type { SaveEventResponse } from '../api/send-event-form';

type Body = Record<string, unknown>;

/** POST /events as the API would: answers with the stored event; keeps every body (JSON or multipart). */
function acceptCreate(options: { status?: EventDetail['status']; message?: string; wait?: Promise<void> } = {}) {
  const bodies: Array<Body | FormData> = [];
  server.use(
    http.post<never, never, SaveEventResponse>(`${API}/events`, async ({ request }) => {
      const isJson = request.headers.get('Content-Type')?.includes('application/json');
      bodies.push(isJson ? ((await request.json()) as Body) : await request.formData());
      await options.wait;
      return HttpResponse.json(
        {
          data: makeEventDetail({ id: 501, is_owner: true, status: options.status ?? 'approved' }),
          message: options.message ?? eventMessages.created,
        },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

function setDate(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

async function fillValidEvent(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Event title/), 'Ghana Independence Day Braai');
  await user.type(screen.getByLabelText(/^Description/), 'Jollof, kelewele and highlife for the whole family.');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Category/ }), 'Cultural');
  await user.type(screen.getByLabelText(/^Venue name/), 'Zoo Lake Park');
  setDate('Start date and time', '2030-03-06T12:00');
}

async function openCreate(member = makeBusinessUser()) {
  const view = renderApp('/create-event', { user: member });
  expect(await screen.findByRole('heading', { name: 'Create New Event' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('option', { name: 'Cultural' })).toBeInTheDocument());
  return view;
}

describe('Create event form', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the contract message under each field left empty and focuses the first one', async () => {
    const { user } = await openCreate();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    const title = screen.getByLabelText(/^Event title/);
    expect(await screen.findByText(eventMessages.titleRequired)).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(eventMessages.titleRequired);
    expect(title).toHaveFocus();
    for (const message of [
      eventMessages.descriptionRequired,
      eventMessages.categoryRequired,
      eventMessages.startRequired,
      eventMessages.endRequired,
      eventMessages.venueRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('shows the contract message for each bad value', async () => {
    const { user } = await openCreate();
    await user.type(screen.getByLabelText(/^Event title/), 'ab');
    await user.type(screen.getByLabelText(/^Description/), 'Too short');
    setDate('Start date and time', '2030-03-06T12:00');
    setDate('End date and time', '2030-03-06T11:00');
    await user.type(screen.getByLabelText(/^Price/), '-5');
    await user.type(screen.getByLabelText(/^Max attendees/), '0');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText(eventMessages.titleMin)).toBeInTheDocument();
    expect(screen.getByText(eventMessages.descriptionMin)).toBeInTheDocument();
    expect(screen.getByText(eventMessages.endAfterStart)).toBeInTheDocument();
    expect(screen.getByText(eventMessages.priceMin)).toBeInTheDocument();
    expect(screen.getByText(eventMessages.maxAttendeesMin)).toBeInTheDocument();

    setDate('Start date and time', '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(eventMessages.startInPast)).toBeInTheDocument();

    setDate('Start date and time', '2030-03-06T12:00');
    setDate('End date and time', '2030-03-21T12:00');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(eventMessages.tooLong)).toBeInTheDocument();
  });

  it('keeps a pasted description over the limit, counting it, and refuses it on Create with the contract message', async () => {
    const bodies = acceptCreate();
    const { user } = await openCreate();
    const limits = textLimits(eventInput);
    expect(screen.getByLabelText(/^Event title/)).toHaveAttribute('maxlength', String(limits.title));
    expect(screen.getByLabelText(/^Venue name/)).toHaveAttribute('maxlength', String(limits.venue_name));
    await fillValidEvent(user);
    const description = screen.getByLabelText(/^Description/);
    const pasted = await pasteOverLimit(user, description, limits.description!);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText(textMessages.tooLong('Event description', limits.description!))).toBeInTheDocument();
    expect(description).toHaveFocus();
    expect(description).toHaveValue(pasted);
    expect(bodies).toEqual([]);
    expect(screen.getByLabelText(/^Additional information/)).not.toHaveAttribute('maxlength');
    expect(screen.getByLabelText(/^Additional information/)).toHaveAccessibleDescription(
      expect.stringContaining(textMessages.characterCountSpoken(0, limits.additional_info!)),
    );
  });

  it('asks virtual events for a valid link instead of a venue', async () => {
    const { user } = await openCreate();
    expect(screen.getByRole('group', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Johannesburg');
    expect(within(screen.getByRole('combobox', { name: /^City/ })).getAllByRole('option')).toHaveLength(8);
    expect(screen.queryByRole('group', { name: 'Virtual Event Link' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Virtual event/ }));
    expect(screen.queryByRole('group', { name: 'Location' })).not.toBeInTheDocument();
    const link = screen.getByLabelText(/^Virtual event link/);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(eventMessages.virtualUrlRequired)).toBeInTheDocument();
    expect(screen.queryByText(eventMessages.venueRequired)).not.toBeInTheDocument();

    await user.type(link, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(eventMessages.urlInvalid)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Physical event/ }));
    expect(screen.getByRole('group', { name: 'Location' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Virtual event link/)).not.toBeInTheDocument();
  });

  it('fills the end two hours after the start when the end is empty, and leaves a chosen end alone', async () => {
    await openCreate();
    setDate('Start date and time', '2030-03-06T23:30');
    expect(screen.getByLabelText(/^End date and time/)).toHaveValue('2030-03-07T01:30');
    setDate('Start date and time', '2030-03-06T10:00');
    expect(screen.getByLabelText(/^End date and time/)).toHaveValue('2030-03-07T01:30');
    expect(screen.getByLabelText(/^End date and time/)).toHaveAttribute('min', '2030-03-06T10:00');
  });

  it('sends the occasion of a life event chosen from the list (decision 033)', async () => {
    const bodies = acceptCreate();
    const { user } = await openCreate();
    await fillValidEvent(user);
    await user.selectOptions(screen.getByLabelText(eventMessages.lifeEventLabel), 'One-week observance');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ life_event: 'one_week' });
  });

  it("creates the event as typed, showing 'Creating...' while it saves, then goes to the events list", async () => {
    let release!: () => void;
    const bodies = acceptCreate({ wait: new Promise((resolve) => (release = resolve)) });
    const { user, router } = await openCreate();
    await fillValidEvent(user);
    await user.type(screen.getByLabelText(/^Price/), '150');
    await user.type(screen.getByLabelText(/^Max attendees/), '80');
    const guests = screen.getByLabelText(eventMessages.maxPlusOnesLabel);
    expect(guests).toHaveValue(0);
    await user.clear(guests);
    await user.type(guests, '2');
    await user.selectOptions(
      screen.getByLabelText(reminderMessages.reconfirmLabel),
      reminderMessages.reconfirmHoursChoice(6),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Require approval for RSVPs' }));
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    const busy = await screen.findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();

    expect(await screen.findByText(eventMessages.created)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation(router)).toBe('/events'));
    expect(bodies).toEqual([
      {
        title: 'Ghana Independence Day Braai',
        description: 'Jollof, kelewele and highlife for the whole family.',
        category_id: 1,
        event_type: 'physical',
        held_in: 'south_africa',
        life_event: null,
        association_id: null,
        start_date: '2030-03-06T12:00',
        end_date: '2030-03-06T14:00',
        venue_name: 'Zoo Lake Park',
        venue_address: null,
        city: 'Johannesburg',
        virtual_url: null,
        price: '150',
        max_attendees: 80,
        max_plus_ones: 2,
        reconfirm_hours: 6,
        additional_info: null,
        is_public: true,
        requires_approval: true,
        repeat: 'none',
        repeat_until: null,
        repeat_count: null,
      } satisfies EventInput,
    ]);
  });

  it('takes an event held in Ghana in Ghana time, with the towns of Ghana, and sends where it is held', async () => {
    const bodies = acceptCreate();
    const { user } = await openCreate();
    expect(screen.getByText('Times are South African time (SAST).')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Ghana/ }));
    expect(screen.getByText('Times are Ghana time (GMT), two hours behind South Africa.')).toBeInTheDocument();
    const town = screen.getByRole('combobox', { name: /^City/ });
    expect(town).toHaveValue('Accra');
    expect(within(town).queryByRole('option', { name: 'Johannesburg' })).not.toBeInTheDocument();
    // Back to South Africa: its cities again; then Ghana once more.
    await user.click(screen.getByRole('radio', { name: /^South Africa/ }));
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Johannesburg');
    await user.click(screen.getByRole('radio', { name: /^Ghana/ }));
    await fillValidEvent(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Kumasi');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      held_in: 'ghana',
      city: 'Kumasi',
      start_date: '2030-03-06T12:00',
      end_date: '2030-03-06T14:00',
    });
  });

  it('tells a member whose event waits for an admin', async () => {
    acceptCreate({ status: 'pending', message: eventMessages.submittedForApproval });
    const { user } = await openCreate();
    await fillValidEvent(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(eventMessages.submittedForApproval)).toBeInTheDocument();
  });

  it("puts the server's 422 messages under their fields and says the event was not created", async () => {
    server.use(
      http.post<never, never, ValidationErrorResponse>(`${API}/events`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { venue_name: ['Venue name is required'], city: [eventMessages.cityRequired] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, router } = await openCreate();
    await fillValidEvent(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(eventMessages.cityRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Venue name/)).toHaveFocus();
    expect(screen.getByText('The given data was invalid.')).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/create-event');
  });

  it('falls back to the spec text when creating fails without a message', async () => {
    server.use(http.post(`${API}/events`, () => new HttpResponse(null, { status: 500 })));
    const { user } = await openCreate();
    await fillValidEvent(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(eventMessages.createFailed)).toBeInTheDocument();
  });

  it('refuses a file that is not a JPEG, PNG or WebP picture, or is over 5 MB, before sending anything', async () => {
    await openCreate();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Event image');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await user.upload(input, new File(['%PDF-1.7'], 'flyer.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(eventMessages.imageInvalid)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(eventMessages.imageInvalid));

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'poster.jpg', { type: 'image/jpeg' });
    await user.upload(input, huge);
    expect(await screen.findByText(eventMessages.imageTooLarge)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).not.toBeInTheDocument();
  });

  it('previews a chosen picture and uploads it as multipart with a progress bar', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    let release!: () => void;
    const bodies = acceptCreate({ wait: new Promise((resolve) => (release = resolve)) });
    const { user, router } = await openCreate();
    await fillValidEvent(user);
    const photo = new File(['jpeg-bytes'], 'braai.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Event image'), photo);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview-1');

    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();
    await waitFor(() => expect(currentLocation(router)).toBe('/events'));

    const body = bodies[0] as FormData;
    expect(body.get('title')).toBe('Ghana Independence Day Braai');
    expect(body.get('start_date')).toBe('2030-03-06T12:00');
    expect(body.get('category_id')).toBe('1');
    // Multipart has no null: a field left blank goes as '', which the contract reads as null.
    expect(body.get('max_attendees')).toBe('');
    expect(body.get('is_public')).toBe('1');
    expect(body.get('requires_approval')).toBe('0');
    // jsdom's XMLHttpRequest hands MSW the part's type but not its name or bytes; browsers send them all.
    expect(body.get('image')).toMatchObject({ type: 'image/jpeg' });
  });

  it('tells individual members that only business accounts create events', async () => {
    renderApp('/create-event', { user: makeUser() });
    expect(await screen.findByText(new RegExp(eventMessages.onlyBusinessesCreate))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Event' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in first', async () => {
    const { router } = renderApp('/create-event');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(currentLocation(router)).toBe('/login?redirect=%2Fcreate-event');
  });

  it('duplicates one of the member’s events: the details are copied, the dates and picture are not', async () => {
    const owner = makeBusinessUser({ id: 900 });
    server.use(
      http.get(`${API}/events/:id`, () =>
        HttpResponse.json({
          data: makeEventDetail({
            id: 77,
            is_owner: true,
            title: 'Monthly Networking Evening',
            description: 'Meet Ghanaian professionals in Cape Town over drinks.',
            category: { id: 2, name: 'Networking', slug: 'networking' },
            venue_name: 'The Old Biscuit Mill',
            venue: 'The Old Biscuit Mill',
            venue_address: '373 Albert Rd, Woodstock',
            city: 'Cape Town',
            price: '80.00',
            max_attendees: 60,
            additional_info: 'Smart casual.',
            is_public: false,
            image: '/uploads/events/77.webp',
          }),
        }),
      ),
    );
    renderApp('/create-event?from=77', { user: owner });

    expect(await screen.findByText('Duplicating “Monthly Networking Evening”')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Event title/)).toHaveValue('Monthly Networking Evening');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Meet Ghanaian professionals in Cape Town over drinks.');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('2'));
    expect(screen.getByLabelText(/^Venue name/)).toHaveValue('The Old Biscuit Mill');
    expect(screen.getByLabelText(/^Venue address/)).toHaveValue('373 Albert Rd, Woodstock');
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Cape Town');
    expect(screen.getByLabelText(/^Price/)).toHaveValue(80);
    expect(screen.getByLabelText(/^Max attendees/)).toHaveValue(60);
    expect(screen.getByLabelText(/^Additional information/)).toHaveValue('Smart casual.');
    expect(screen.getByRole('checkbox', { name: 'Public event' })).not.toBeChecked();
    expect(screen.getByLabelText(/^Start date and time/)).toHaveValue('');
    expect(screen.getByLabelText(/^End date and time/)).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Current event image' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeInTheDocument();
  });
});

describe('Edit event form', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is filled from the stored event in South African time and saves with Updating..., then opens the event', async () => {
    const owner = makeBusinessUser({ id: 900 });
    const stored = makeEventDetail({
      id: 31,
      is_owner: true,
      title: 'Harvest Thanksgiving',
      start_date: '2030-10-12T06:00:00.000Z',
      end_date: '2030-10-12T10:00:00.000Z',
      image: '/uploads/events/31.webp',
    });
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const bodies: Body[] = [];
    server.use(
      http.get(`${API}/events/:id`, () => HttpResponse.json({ data: stored })),
      http.put<{ id: string }, Body, SaveEventResponse>(`${API}/events/:id`, async ({ request }) => {
        bodies.push(await request.json());
        await answered;
        return HttpResponse.json({
          data: { ...stored, title: 'Harvest Thanksgiving 2030' },
          message: eventMessages.updated,
        });
      }),
    );
    const { user, router } = renderApp('/events/31/edit', { user: owner });

    expect(await screen.findByRole('heading', { name: 'Edit Event' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Start date and time/)).toHaveValue('2030-10-12T08:00');
    expect(screen.getByLabelText(/^End date and time/)).toHaveValue('2030-10-12T12:00');
    expect(screen.getByRole('img', { name: 'Current event image' })).toHaveAttribute('src', '/uploads/events/31.webp');

    const title = screen.getByLabelText(/^Event title/);
    await user.clear(title);
    await user.type(title, 'Harvest Thanksgiving 2030');
    await user.click(screen.getByRole('checkbox', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Update Event' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText(eventMessages.updated)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation(router)).toBe('/events/31'));
    expect(bodies[0]).toMatchObject({
      title: 'Harvest Thanksgiving 2030',
      start_date: '2030-10-12T08:00',
      remove_image: true,
    });
  });

  it("says when the changes wait for an admin, instead of 'Event updated successfully!', and the event shows it", async () => {
    let stored = makeEventDetail({ id: 36, is_owner: true, title: 'Kente Weaving Workshop', status: 'approved' });
    server.use(
      http.get(`${API}/events/:id`, () => HttpResponse.json({ data: stored })),
      http.get(`${API}/events/:id/attendees`, () => HttpResponse.json({ data: [] })),
      http.put<{ id: string }, Body, SaveEventResponse>(`${API}/events/:id`, async ({ request }) => {
        const body = await request.json();
        stored = { ...stored, title: String(body.title), status: 'pending' };
        return HttpResponse.json({ data: stored, message: eventMessages.changesAwaitReview });
      }),
    );
    const { user, router } = renderApp('/events/36/edit', { user: makeBusinessUser({ id: 900 }) });
    await screen.findByRole('heading', { name: 'Edit Event' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('1'));

    const title = screen.getByLabelText(/^Event title/);
    await user.clear(title);
    await user.type(title, 'Kente Weaving Workshop for Beginners');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));

    expect(await screen.findByText(eventMessages.changesAwaitReview)).toBeInTheDocument();
    expect(screen.queryByText(eventMessages.updated)).not.toBeInTheDocument();
    await waitFor(() => expect(currentLocation(router)).toBe('/events/36'));
    expect(await screen.findByText(eventMessages.awaitingReview)).toBeInTheDocument();
  });

  it('is filled from an event held in Ghana on Ghana’s clock, with its town', async () => {
    const stored = makeEventDetail({
      id: 32,
      is_owner: true,
      held_in: 'ghana',
      city: 'Sekondi-Takoradi',
      start_date: '2030-10-12T06:00:00.000Z',
      end_date: '2030-10-12T10:00:00.000Z',
    });
    server.use(http.get(`${API}/events/:id`, () => HttpResponse.json({ data: stored })));
    renderApp('/events/32/edit', { user: makeBusinessUser({ id: 900 }) });
    expect(await screen.findByRole('heading', { name: 'Edit Event' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Ghana/ })).toBeChecked();
    expect(screen.getByLabelText(/^Start date and time/)).toHaveValue('2030-10-12T06:00');
    expect(screen.getByLabelText(/^End date and time/)).toHaveValue('2030-10-12T10:00');
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Sekondi-Takoradi');
  });

  it('keeps a stored start that has passed, but not a new start in the past', async () => {
    const stored = makeEventDetail({
      id: 32,
      is_owner: true,
      start_date: '2020-10-12T06:00:00.000Z',
      end_date: '2020-10-12T10:00:00.000Z',
    });
    server.use(
      http.get(`${API}/events/:id`, () => HttpResponse.json({ data: stored })),
      http.put(`${API}/events/:id`, () => HttpResponse.json({ data: stored, message: eventMessages.updated })),
    );
    const { user, router } = renderApp('/events/32/edit', { user: makeBusinessUser({ id: 900 }) });
    await screen.findByRole('heading', { name: 'Edit Event' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('1'));

    setDate('Start date and time', '2021-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(await screen.findByText(eventMessages.startInPast)).toBeInTheDocument();

    setDate('Start date and time', '2020-10-12T08:00');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/events/32'));
  });

  it('tells a member who does not own the event that they may not edit it', async () => {
    server.use(
      http.get(`${API}/events/:id`, () => HttpResponse.json({ data: makeEventDetail({ id: 33, is_owner: false }) })),
    );
    renderApp('/events/33/edit', { user: makeBusinessUser() });
    expect(await screen.findByText(eventMessages.notAuthorized)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Event' })).not.toBeInTheDocument();
  });

  it('lets an admin edit any event', async () => {
    server.use(
      http.get(`${API}/events/:id`, () => HttpResponse.json({ data: makeEventDetail({ id: 34, is_owner: false }) })),
    );
    renderApp('/events/34/edit', { user: makeUser({ is_admin: true }) });
    expect(await screen.findByRole('button', { name: 'Update Event' })).toBeInTheDocument();
  });

  it("says 'Failed to load event.' and goes to the events list when the event cannot be loaded", async () => {
    server.use(
      http.get(`${API}/events/:id`, () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
      http.get(`${API}/events`, () =>
        HttpResponse.json({ data: [], current_page: 1, last_page: 1, per_page: 12, total: 0, from: null, to: null }),
      ),
    );
    const { router } = renderApp('/events/35/edit', { user: makeBusinessUser() });
    expect(await screen.findByText(eventMessages.loadForEditFailed)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation(router)).toBe('/events'));
  });
});
