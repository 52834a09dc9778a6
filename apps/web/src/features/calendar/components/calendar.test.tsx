import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  calendarMessages,
  formatDateTime,
  formatLongDate,
  type CalendarFeed,
  type CalendarFeedLink,
} from '@akwaaba/contracts';
import { makeBusinessDetail, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { CalendarSubscribeLink } from './calendar-subscribe-link';

const origin = window.location.origin;
const host = window.location.host;

/** The member's calendar link as the API keeps it: the address answered once, on each POST, a new one each time. */
function serveFeed(start: CalendarFeed | null = null) {
  let feed = start;
  let made = 0;
  const calls: string[] = [];
  server.use(
    // My Events' own list, under the panel.
    http.get(`${API}/my/rsvps`, () => HttpResponse.json(makeList([]))),
    http.get(`${API}/calendar/feed`, () => HttpResponse.json({ data: feed })),
    http.post(`${API}/calendar/feed`, () => {
      calls.push('create');
      made += 1;
      feed = { created_at: '2030-01-20T08:00:00.000Z', last_read_at: null };
      const token = `token-${made}`;
      const link: CalendarFeedLink = {
        ...feed,
        url: `${origin}/api/v1/calendar/private.ics?token=${token}`,
        webcal_url: `webcal://${host}/api/v1/calendar/private.ics?token=${token}`,
      };
      return HttpResponse.json({ data: link, message: calendarMessages.created }, { status: 201 });
    }),
    http.delete(`${API}/calendar/feed`, () => {
      calls.push('revoke');
      feed = null;
      return HttpResponse.json({ message: calendarMessages.revoked });
    }),
  );
  return calls;
}

const panel = async () => screen.findByRole('region', { name: calendarMessages.panelHeading });

describe('My Events’ calendar link', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes a link shown once, copies its two forms, and turns it off only once confirmed', async () => {
    const calls = serveFeed();
    const { user } = renderApp('/my-events', { user: makeUser() });
    const section = await panel();
    expect(await within(section).findByText(calendarMessages.noLink)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: calendarMessages.create }));
    const webcal = `webcal://${host}/api/v1/calendar/private.ics?token=token-1`;
    const https = `${origin}/api/v1/calendar/private.ics?token=token-1`;
    expect(await within(section).findByLabelText(calendarMessages.webcalLabel)).toHaveValue(webcal);
    expect(within(section).getByLabelText(calendarMessages.httpsLabel)).toHaveValue(https);
    expect(within(section).getByText(calendarMessages.showOnce)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: calendarMessages.openInApp })).toHaveAttribute('href', webcal);

    // user-event puts its own clipboard in the browser; the panel writes to it.
    await user.click(within(section).getByRole('button', { name: calendarMessages.copyWebcal }));
    await expect(navigator.clipboard.readText()).resolves.toBe(webcal);
    expect(await screen.findByText(calendarMessages.copied)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: calendarMessages.copyHttps }));
    await expect(navigator.clipboard.readText()).resolves.toBe(https);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(within(section).getByRole('button', { name: calendarMessages.revoke }));
    expect(confirm).toHaveBeenCalledWith(calendarMessages.revokeConfirm);
    expect(calls).toEqual(['create']);
    expect(within(section).getByLabelText(calendarMessages.webcalLabel)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: calendarMessages.revoke }));
    expect(await within(section).findByText(calendarMessages.noLink)).toBeInTheDocument();
    expect(calls).toEqual(['create', 'revoke']);
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(await screen.findByText(calendarMessages.revoked)).toBeInTheDocument();
  });

  it('on a later visit says when the link was made and last read, never the link, and replaces it once confirmed', async () => {
    const calls = serveFeed({ created_at: '2030-01-10T08:00:00.000Z', last_read_at: '2030-01-20T09:30:00.000Z' });
    const { user } = renderApp('/my-events', { user: makeUser() });
    const section = await panel();
    expect(
      await within(section).findByText(calendarMessages.activeSince(formatLongDate('2030-01-10T08:00:00.000Z'))),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(calendarMessages.lastRead(formatDateTime('2030-01-20T09:30:00.000Z'))),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).getByText(calendarMessages.lostLink)).toBeInTheDocument();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(within(section).getByRole('button', { name: calendarMessages.replace }));
    expect(confirm).toHaveBeenCalledWith(calendarMessages.replaceConfirm);
    expect(calls).toEqual([]);
    await user.click(within(section).getByRole('button', { name: calendarMessages.replace }));
    expect(await within(section).findByLabelText(calendarMessages.httpsLabel)).toHaveValue(
      `${origin}/api/v1/calendar/private.ics?token=token-1`,
    );
    expect(calls).toEqual(['create']);
  });

  it('says why when the link cannot be made', async () => {
    serveFeed();
    server.use(
      http.post(`${API}/calendar/feed`, () =>
        HttpResponse.json({ message: 'Too many requests. Please try again later.' }, { status: 429 }),
      ),
    );
    const { user } = renderApp('/my-events', { user: makeUser() });
    const section = await panel();
    await user.click(await within(section).findByRole('button', { name: calendarMessages.create }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('Subscribe in your calendar', () => {
  it('offers an association’s feed to open in the calendar app, to add to Google Calendar, or to copy', async () => {
    const user = userEvent.setup();
    render(<CalendarSubscribeLink calendar={{ kind: 'association', id: 7 }} />);
    const https = `${origin}/api/v1/calendar/associations/7.ics`;
    const webcal = `webcal://${host}/api/v1/calendar/associations/7.ics`;
    // A disclosure: it opens without the app (decision 030).
    await user.click(screen.getByText(calendarMessages.subscribe));
    expect(screen.getByRole('link', { name: calendarMessages.openInApp })).toHaveAttribute('href', webcal);
    expect(screen.getByRole('link', { name: calendarMessages.addToGoogle })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    );
    expect(screen.getByLabelText(calendarMessages.feedAddress)).toHaveValue(https);
  });

  it('names a city’s feed by the city, under any of its names, and offers none for a place it does not know', () => {
    const { unmount } = render(<CalendarSubscribeLink calendar={{ kind: 'city', city: 'Port Elizabeth' }} />);
    expect(screen.getByText(calendarMessages.subscribeCity('Gqeberha'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: calendarMessages.openInApp, hidden: true })).toHaveAttribute(
      'href',
      `webcal://${host}/api/v1/calendar/cities/gqeberha.ics`,
    );
    unmount();
    const { container } = render(<CalendarSubscribeLink calendar={{ kind: 'city', city: 'Atlantis' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows on a listed business’s page, not on one that awaits review', async () => {
    server.use(
      http.get(`${API}/businesses/:id`, ({ params }) =>
        HttpResponse.json({
          data: makeBusinessDetail({
            id: Number(params.id),
            name: 'Kelewele King',
            status: params.id === '5' ? 'approved' : 'pending',
            is_owner: params.id !== '5',
            user_id: 900,
          }),
        }),
      ),
    );
    const { unmount } = renderApp('/businesses/5');
    expect(await screen.findByText(calendarMessages.subscribe)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: calendarMessages.openInApp, hidden: true })).toHaveAttribute(
      'href',
      `webcal://${host}/api/v1/calendar/businesses/5.ics`,
    );
    unmount();
    renderApp('/businesses/6', { user: makeUser({ id: 900 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kelewele King' })).toBeInTheDocument();
    expect(screen.queryByText(calendarMessages.subscribe)).not.toBeInTheDocument();
  });

  it('shows on the events list filtered by a known city', async () => {
    renderApp('/events?city=Cape%20Town');
    expect(await screen.findByText(calendarMessages.subscribeCity('Cape Town'))).toBeInTheDocument();
  });

  it('does not show on the events list unfiltered', async () => {
    renderApp('/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Events' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading events...')).not.toBeInTheDocument());
    expect(screen.queryByText(/^Subscribe/)).not.toBeInTheDocument();
  });
});
