import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  eventMessages,
  seriesMessages,
  type EventDetail,
  type ListResponse,
  type MessageResponse,
  type MyEvent,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { makeBusinessUser, makeEventDetail, makeList, makeMyEvent } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';
import type { SaveEventResponse } from '../api/send-event-form';

type Body = Record<string, unknown>;

function setDate(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

/** POST /events as the API would; keeps every body. */
function acceptCreate() {
  const bodies: Body[] = [];
  server.use(
    http.post<never, Body, SaveEventResponse>(`${API}/events`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(
        { data: makeEventDetail({ id: 601, is_owner: true }), message: seriesMessages.createdSeries(4) },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

async function openCreateFilled() {
  const view = renderApp('/create-event', { user: makeBusinessUser() });
  expect(await screen.findByRole('heading', { name: 'Create New Event' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('option', { name: 'Cultural' })).toBeInTheDocument());
  const { user } = view;
  // Typed at once: what is tested here is the series, not typing.
  fireEvent.change(screen.getByLabelText(/^Event title/), { target: { value: 'Twi Sunday Service' } });
  fireEvent.change(screen.getByLabelText(/^Description/), {
    target: { value: 'Praise, worship and the word in Twi, every Sunday.' },
  });
  await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'Cultural');
  fireEvent.change(screen.getByLabelText(/^Venue name/), { target: { value: 'Ebenezer Methodist Church' } });
  // Sunday 30 March 2031: the last Sunday of its month.
  setDate('Start date and time', '2031-03-30T09:00');
  return view;
}

const repeats = () => screen.getByRole('combobox', { name: seriesMessages.repeatLabel });

describe('the event form’s repeat fields', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('names each rule by the start’s weekday, offering the last Sunday for a start in the month’s last week', async () => {
    await openCreateFilled();
    expect(
      within(repeats())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      seriesMessages.doesNotRepeat,
      'Weekly on Sundays',
      'Every two weeks on Sundays',
      'Monthly on the last Sunday',
    ]);
    setDate('Start date and time', '2031-03-09T09:00');
    expect(
      within(repeats())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      seriesMessages.doesNotRepeat,
      'Weekly on Sundays',
      'Every two weeks on Sundays',
      'Monthly on the second Sunday',
    ]);
  });

  it('asks when the series ends, refuses more than 52 dates, then sends the rule and its number of dates', async () => {
    const bodies = acceptCreate();
    const { user } = await openCreateFilled();
    await user.selectOptions(repeats(), 'weekly');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    const count = await screen.findByLabelText(new RegExp(`^${seriesMessages.countLabel}`));
    expect(await screen.findByText(seriesMessages.endRequired)).toBeInTheDocument();
    expect(count).toHaveAccessibleDescription(expect.stringContaining(seriesMessages.endRequired));

    await user.type(count, '60');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(seriesMessages.tooMany)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(count);
    await user.type(count, '4');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ repeat: 'weekly', repeat_count: 4, repeat_until: null });
    expect(await screen.findByText(seriesMessages.createdSeries(4))).toBeInTheDocument();
  });

  it('refuses a last date before the start and one more than 12 months on', async () => {
    const bodies = acceptCreate();
    const { user } = await openCreateFilled();
    await user.selectOptions(repeats(), 'monthly_last');
    await user.click(screen.getByRole('radio', { name: seriesMessages.endsOn }));
    const until = screen.getByLabelText(new RegExp(`^${seriesMessages.untilLabel}`));
    fireEvent.change(until, { target: { value: '2031-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(seriesMessages.untilBeforeStart)).toBeInTheDocument();

    fireEvent.change(until, { target: { value: '2032-06-01' } });
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(seriesMessages.tooLong)).toBeInTheDocument();

    fireEvent.change(until, { target: { value: '2031-06-30' } });
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ repeat: 'monthly_last', repeat_until: '2031-06-30', repeat_count: null });
  });

  it('shows the server’s message under the field it names', async () => {
    server.use(
      http.post<never, Body, ValidationErrorResponse>(`${API}/events`, () =>
        HttpResponse.json(
          { message: seriesMessages.tooMany, errors: { repeat_count: [seriesMessages.tooMany] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openCreateFilled();
    await user.selectOptions(repeats(), 'fortnightly');
    await user.type(screen.getByLabelText(new RegExp(`^${seriesMessages.countLabel}`)), '6');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    const count = screen.getByLabelText(new RegExp(`^${seriesMessages.countLabel}`));
    await waitFor(() => expect(count).toHaveAttribute('aria-invalid', 'true'));
    expect(count).toHaveAccessibleDescription(expect.stringContaining(seriesMessages.tooMany));
  });
});

describe('editing a date of a series', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  const stored: EventDetail = makeEventDetail({
    id: 71,
    is_owner: true,
    host_role: 'organiser',
    title: 'Twi Sunday Service',
    start_date: '2031-03-16T07:00:00.000Z',
    end_date: '2031-03-16T09:00:00.000Z',
    repeat: 'weekly',
    series: { id: 5, repeat: 'weekly', until: null, count: 8, position: 3, next_dates: [] },
  });

  function acceptUpdate() {
    const sent: { url: URL; body: Body }[] = [];
    server.use(
      http.get(`${API}/events/:id`, () => HttpResponse.json({ data: stored })),
      http.put<{ id: string }, Body, SaveEventResponse>(`${API}/events/:id`, async ({ request }) => {
        sent.push({ url: new URL(request.url), body: await request.json() });
        return HttpResponse.json({ data: stored, message: eventMessages.updated });
      }),
    );
    return sent;
  }

  it('changes this date only by default, its rule shown but not sent', async () => {
    const sent = acceptUpdate();
    const { user, router } = renderApp('/events/71/edit', { user: makeBusinessUser({ id: 900 }) });
    expect(await screen.findByRole('heading', { name: 'Edit Event' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: seriesMessages.scopeThis })).toBeChecked();
    expect(repeats()).toBeDisabled();
    expect(repeats()).toHaveDisplayValue('Weekly on Sundays');
    setDate('Start date and time', '2031-03-15T09:00');
    setDate('End date and time', '2031-03-15T11:00');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/events/71'));
    expect(sent[0]!.url.searchParams.get('scope')).toBeNull();
    expect(sent[0]!.body).toMatchObject({ start_date: '2031-03-15T09:00', repeat: null, repeat_count: null });
  });

  it('changes this and all later dates, with the series’ rule and the dates left from this one', async () => {
    const sent = acceptUpdate();
    const { user, router } = renderApp('/events/71/edit', { user: makeBusinessUser({ id: 900 }) });
    expect(await screen.findByRole('heading', { name: 'Edit Event' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: seriesMessages.scopeFuture }));
    expect(repeats()).toBeEnabled();
    expect(screen.getByLabelText(new RegExp(`^${seriesMessages.countLabel}`))).toHaveValue(6);
    await user.selectOptions(repeats(), 'fortnightly');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/events/71'));
    expect(sent[0]!.url.searchParams.get('scope')).toBe('future');
    expect(sent[0]!.body).toMatchObject({ repeat: 'fortnightly', repeat_count: 6, repeat_until: null });
  });
});

describe('My Events’ dates of a series', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers deleting a date and every later one, after asking', async () => {
    const stored = [
      makeMyEvent({ id: 81, title: 'Choir Practice', repeat: 'weekly', start_date: '2031-03-02T16:00:00.000Z' }),
      makeMyEvent({ id: 82, title: 'Choir Practice', repeat: 'weekly', start_date: '2031-03-09T16:00:00.000Z' }),
      makeMyEvent({ id: 90, title: 'Jollof Festival' }),
    ];
    const scopes: (string | null)[] = [];
    server.use(
      http.get<never, never, ListResponse<MyEvent>>(`${API}/my/events`, () => HttpResponse.json(makeList(stored))),
      http.delete<{ id: string }, never, MessageResponse>(`${API}/events/:id`, ({ request, params }) => {
        scopes.push(new URL(request.url).searchParams.get('scope'));
        const at = stored.findIndex((event) => event.id === Number(params.id));
        stored.splice(at, stored.filter((event) => event.title === stored[at]!.title).length);
        return HttpResponse.json({ message: seriesMessages.seriesDeleted });
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp('/my-events', { user: makeBusinessUser() });
    const festival = (await screen.findByRole('link', { name: 'Jollof Festival' })).closest('li')!;
    expect(within(festival).queryByRole('button', { name: seriesMessages.deleteScopeFuture })).toBeNull();

    const [first] = screen.getAllByRole('button', { name: seriesMessages.deleteScopeFuture });
    await user.click(first!);
    expect(confirm).toHaveBeenCalledWith(seriesMessages.deleteFutureConfirm);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Choir Practice' })).not.toBeInTheDocument());
    expect(scopes).toEqual(['future']);
    expect(await screen.findByText(seriesMessages.seriesDeleted)).toBeInTheDocument();
  });
});

describe('the page of a date of a series', () => {
  it('says how it repeats, which date it is, and links the next dates, a cancelled one marked', async () => {
    const event = makeEventDetail({
      id: 72,
      title: 'Twi Sunday Service',
      start_date: '2031-03-16T07:00:00.000Z',
      end_date: '2031-03-16T09:00:00.000Z',
      repeat: 'weekly',
      series: {
        id: 5,
        repeat: 'weekly',
        until: null,
        count: 8,
        position: 3,
        next_dates: [
          { id: 73, start_date: '2031-03-23T07:00:00.000Z', cancelled: true },
          { id: 74, start_date: '2031-03-30T07:00:00.000Z', cancelled: false },
        ],
      },
    });
    server.use(http.get(`${API}/events/:id`, () => HttpResponse.json({ data: event })));
    renderApp('/events/72');
    const card = await screen.findByRole('region', { name: seriesMessages.seriesHeading });
    expect(within(card).getByText('Weekly on Sundays')).toBeInTheDocument();
    expect(within(card).getByText(seriesMessages.dateOf(3, 8))).toBeInTheDocument();
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sunday, 23 March 2031, 09:00', '/events/73'],
      ['Sunday, 30 March 2031, 09:00', '/events/74'],
    ]);
    expect(links[0]!.closest('li')).toHaveTextContent(seriesMessages.cancelledDate);
    expect(screen.getByRole('link', { name: seriesMessages.addSeriesToCalendar })).toBeInTheDocument();
  });
});
