import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import {
  rsvpMessages,
  eventMessages,
  shareMessages,
  type RsvpResponse,
  type Attendee,
  type ErrorResponse,
  type EventDetail,
} from '@akwaaba/contracts';
import { makeEventDetail, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

function serveEvent(event: EventDetail) {
  server.use(
    http.get<{ id: string }, never, { data: EventDetail }>(`${API}/events/:id`, () =>
      HttpResponse.json({ data: event }),
    ),
  );
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('Event detail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens for visitors with every section, in South African time, and asks them to sign in to RSVP', async () => {
    serveEvent(
      makeEventDetail({
        id: 7,
        title: 'Independence Day Braai',
        start_date: '2030-03-06T10:00:00.000Z',
        end_date: '2030-03-06T16:30:00.000Z',
        price: '150.00',
        max_attendees: 200,
        attendees_count: 42,
        waitlist_count: 0,
        additional_info: 'Bring a camp chair.',
        city: 'Johannesburg',
        image: '/uploads/events/7.webp',
      }),
    );
    renderApp('/events/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Independence Day Braai' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Independence Day Braai — Akwaaba'));
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('img', { name: 'Independence Day Braai' })).toHaveAttribute(
      'src',
      '/uploads/events/7.webp',
    );

    const when = section('Date & Time');
    expect(within(when).getByText('Wednesday, 6 March 2030')).toHaveAttribute('dateTime', '2030-03-06T10:00:00.000Z');
    expect(within(when).getByText('12:00')).toBeInTheDocument();
    expect(within(when).getByText('18:30')).toBeInTheDocument();
    expect(within(when).getByText('South African time (SAST)')).toBeInTheDocument();
    expect(within(when).getByText('Starts 12:00 in South Africa · 10:00 in Ghana')).toBeInTheDocument();
    expect(within(when).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/v1/events/7.ics');

    const where = section('Location');
    expect(within(where).getByText('Zoo Lake Park')).toBeInTheDocument();
    expect(within(where).getByText('Prince of Wales Dr, Parkview')).toBeInTheDocument();
    expect(within(where).getByText('Johannesburg')).toBeInTheDocument();
    expect(within(section('Price')).getByText('R150.00')).toBeInTheDocument();
    expect(within(section('Attendees')).getByText('42 people attending')).toBeInTheDocument();
    expect(within(section('Attendees')).getByText('Max capacity: 200')).toBeInTheDocument();
    expect(within(section('Event Organizer')).getByText('Kofi Boateng')).toBeInTheDocument();
    expect(within(section('Event Organizer')).getByRole('link', { name: 'kofi@example.com' })).toHaveAttribute(
      'href',
      'mailto:kofi@example.com',
    );
    expect(within(section('Additional Information')).getByText('Bring a camp chair.')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Sign in to RSVP' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fevents%2F7',
    );
    expect(screen.queryByRole('button', { name: rsvpMessages.rsvp })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Attendee List' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(
        `*Independence Day Braai*\nWednesday, 6 March 2030\n12:00 in South Africa · 10:00 in Ghana\nZoo Lake Park, Johannesburg\n${window.location.origin}/events/7`,
      )}`,
    );
  });

  it('shows an event held in Ghana on Ghana’s clock, with when it starts on both', async () => {
    serveEvent(
      makeEventDetail({
        id: 11,
        held_in: 'ghana',
        city: 'Kumasi',
        venue_name: 'Family house, Adum',
        // 23:00 to 02:00 in Ghana: 01:00 to 04:00 the next day in South Africa.
        start_date: '2030-03-06T23:00:00.000Z',
        end_date: '2030-03-07T02:00:00.000Z',
      }),
    );
    renderApp('/events/11');
    const when = await screen.findByRole('region', { name: 'Date & Time' });
    expect(within(when).getByText('Wednesday, 6 March 2030')).toBeInTheDocument();
    expect(within(when).getByText('23:00')).toBeInTheDocument();
    expect(within(when).getByText('Thursday, 7 March 2030, 02:00')).toBeInTheDocument();
    expect(within(when).getByText('Ghana time (GMT)')).toBeInTheDocument();
    expect(
      within(when).getByText('Starts 01:00 Thu 7 Mar in South Africa · 23:00 Wed 6 Mar in Ghana'),
    ).toBeInTheDocument();
  });

  it('shows a virtual event its link, opened safely in a new tab, and never a javascript: link', async () => {
    serveEvent(
      makeEventDetail({
        id: 8,
        event_type: 'virtual',
        virtual_url: 'https://meet.example.com/akwaaba',
        venue: null,
        venue_name: null,
        city: null,
      }),
    );
    renderApp('/events/8');
    const where = await screen.findByRole('region', { name: 'Location' });
    expect(within(where).getByText('Online event')).toBeInTheDocument();
    const link = within(where).getByRole('link', { name: 'https://meet.example.com/akwaaba' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('does not make a link of a virtual address that is not http(s)', async () => {
    serveEvent(
      makeEventDetail({
        id: 9,
        event_type: 'virtual',
        virtual_url: 'javascript:alert(1)',
        venue: null,
        venue_name: null,
        city: null,
      }),
    );
    renderApp('/events/9');
    const where = await screen.findByRole('region', { name: 'Location' });
    expect(within(where).queryByRole('link')).not.toBeInTheDocument();
    expect(within(where).getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it("shows the owner Edit, the event's status and the attendee list with a CSV download", async () => {
    const owner = makeUser({ id: 900, name: 'Kofi Boateng' });
    serveEvent(makeEventDetail({ id: 10, is_owner: true, status: 'pending' }));
    server.use(
      http.get<{ id: string }, never, { data: Attendee[] }>(`${API}/events/:id/attendees`, () =>
        HttpResponse.json({
          data: [
            {
              user_id: 1,
              guest_id: null,
              phone: null,
              name: 'Ama Mensah',
              status: 'attending',
              plus_ones: 0,
              created_at: '2030-01-01T10:00:00.000Z',
              reconfirmed_at: null,
            },
            {
              user_id: 2,
              guest_id: null,
              phone: null,
              name: 'Yaw Darko',
              status: 'waitlisted',
              plus_ones: 0,
              created_at: '2030-01-02T10:00:00.000Z',
              reconfirmed_at: null,
            },
          ],
        }),
      ),
    );
    renderApp('/events/10', { user: owner });

    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/events/10/edit');
    expect(screen.getByText(eventMessages.awaitingReview)).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Attendee List' });
    expect(await within(list).findByText('Ama Mensah')).toBeInTheDocument();
    expect(within(list).getByText('Attending')).toBeInTheDocument();
    expect(within(list).getByText('Waitlisted')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('downloads the attendee list as CSV with the member’s token', async () => {
    serveEvent(makeEventDetail({ id: 18, is_owner: true }));
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/events/:id/attendees`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/events/18/attendees.csv`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse('name,status\nAma Mensah,attending\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:attendees';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('event-18-attendees.csv');
      expect(this.href).toBe('blob:attendees');
    });
    const { user } = renderApp('/events/18', { user: makeUser({ id: 900 }) });

    expect(await screen.findByText('No one has RSVP’d yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(authorization).toBe('Bearer test-token');
    expect(await saved[0]!.text()).toContain('Ama Mensah,attending');
  });

  it('fetches a private event’s calendar file with the owner’s token (a plain link would carry none)', async () => {
    serveEvent(makeEventDetail({ id: 20, is_owner: true, is_public: false }));
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/events/:id/attendees`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/events/20.ics`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
        });
      }),
    );
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:calendar';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderApp('/events/20', { user: makeUser({ id: 900 }) });

    const when = await screen.findByRole('region', { name: 'Date & Time' });
    expect(within(when).queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    await user.click(within(when).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(authorization).toBe('Bearer test-token');
    expect(names).toEqual(['akwaaba-event-20.ics']);
    expect(await saved[0]!.text()).toContain('BEGIN:VCALENDAR');
  });

  it('says so when the calendar file of the owner’s pending event cannot be fetched', async () => {
    serveEvent(makeEventDetail({ id: 21, is_owner: true, status: 'pending' }));
    server.use(
      http.get(`${API}/events/:id/attendees`, () => HttpResponse.json({ data: [] })),
      http.get<never, never, ErrorResponse>(`${API}/events/21.ics`, () =>
        HttpResponse.json({ message: 'Event not found.' }, { status: 404 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/events/21', { user: makeUser({ id: 900 }) });

    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));

    expect(await screen.findByText('Event not found.')).toBeInTheDocument();
  });

  it('a 401 on the CSV download signs the organiser out and asks them to sign in again', async () => {
    serveEvent(makeEventDetail({ id: 19, is_owner: true }));
    server.use(
      http.get(`${API}/events/:id/attendees`, () => HttpResponse.json({ data: [] })),
      http.get<never, never, ErrorResponse>(`${API}/events/19/attendees.csv`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const { user, router } = renderApp('/events/19', { user: makeUser({ id: 900 }) });

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/login?redirect=%2Fevents%2F19');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('tells the owner why an event was rejected', async () => {
    serveEvent(
      makeEventDetail({ id: 11, is_owner: true, status: 'rejected', rejection_reason: 'Missing venue details.' }),
    );
    server.use(http.get(`${API}/events/:id/attendees`, () => HttpResponse.json({ data: [] })));
    renderApp('/events/11', { user: makeUser({ id: 900 }) });
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: Missing venue details.')).toBeInTheDocument();
  });

  it("RSVPs: 'RSVPing...' while it runs, then a disabled \"You're going\" with Cancel RSVP", async () => {
    serveEvent(makeEventDetail({ id: 12, attendees_count: 4 }));
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    server.use(
      http.post<{ id: string }, { status: string }, RsvpResponse>(`${API}/events/:id/attend`, async ({ request }) => {
        bodies.push(await request.json());
        await answered;
        return HttpResponse.json({
          data: { status: 'attending', attendees_count: 5, waitlist_count: 0, waitlist_position: null, plus_ones: 0 },
          message: rsvpMessages.attending,
        });
      }),
      http.delete<{ id: string }, never, RsvpResponse>(`${API}/events/:id/attend`, () =>
        HttpResponse.json({
          data: { status: null, attendees_count: 4, waitlist_count: 0, waitlist_position: null, plus_ones: 0 },
          message: rsvpMessages.cancelled,
        }),
      ),
    );
    const { user } = renderApp('/events/12', { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: rsvpMessages.rsvp }));
    const busy = await screen.findByRole('button', { name: rsvpMessages.rsvping });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();

    expect(await screen.findByRole('button', { name: 'You’re going' })).toBeDisabled();
    expect(screen.getByText('5 people attending')).toBeInTheDocument();
    expect(await screen.findByText(rsvpMessages.attending)).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'attending' }]);
    // Focus moves to the button that took the pressed one's place, not to the page.
    await waitFor(() => expect(screen.getByRole('button', { name: rsvpMessages.cancelRsvp })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: rsvpMessages.cancelRsvp }));
    expect(await screen.findByRole('button', { name: rsvpMessages.rsvp })).toBeEnabled();
    expect(screen.getByText('4 people attending')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: rsvpMessages.rsvp })).toHaveFocus());
  });

  it('offers Join Waitlist when the event is full, then shows the place on the waitlist', async () => {
    serveEvent(makeEventDetail({ id: 13, max_attendees: 5, attendees_count: 5, waitlist_count: 2 }));
    server.use(
      http.post<{ id: string }, never, RsvpResponse>(`${API}/events/:id/attend`, () =>
        HttpResponse.json({
          data: { status: 'waitlisted', attendees_count: 5, waitlist_count: 3, waitlist_position: 3, plus_ones: 0 },
          message: rsvpMessages.waitlisted,
        }),
      ),
    );
    const { user } = renderApp('/events/13', { user: makeUser() });

    expect(await screen.findByText('2 on the waitlist')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: rsvpMessages.joinWaitlist }));
    expect(await screen.findByText('You are number 3 on the waitlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: rsvpMessages.leaveWaitlist })).toBeInTheDocument();
    expect(screen.getByText('3 on the waitlist')).toBeInTheDocument();
  });

  it('shows the server message when an RSVP fails', async () => {
    serveEvent(makeEventDetail({ id: 14 }));
    server.use(
      http.post<{ id: string }, never, ErrorResponse>(`${API}/events/:id/attend`, async () => {
        await delay(10);
        return HttpResponse.json({ message: eventMessages.eventEnded }, { status: 422 });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/events/14', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: rsvpMessages.rsvp }));
    expect(await screen.findByText(eventMessages.eventEnded)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: rsvpMessages.rsvp })).toBeEnabled();
  });

  it('brings a visitor back to the event after signing in to RSVP', async () => {
    const member = makeUser();
    serveEvent(makeEventDetail({ id: 15, title: 'Kente Weaving Workshop' }));
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ data: { token: 'tok-1', user: member } })));
    const { user, router } = renderApp('/events/15');
    await user.click(await screen.findByRole('link', { name: 'Sign in to RSVP' }));
    await user.type(await screen.findByLabelText('Email address'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: rsvpMessages.rsvp })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/events/15');
  });

  it('copies the link when the device has no share sheet', async () => {
    serveEvent(makeEventDetail({ id: 16 }));
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    // user-event puts its own clipboard in the browser; the page writes to it.
    const { user } = renderApp('/events/16');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText(shareMessages.linkCopied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/events/16`);
  });

  it('uses the device share sheet when there is one, with the ready message', async () => {
    serveEvent(makeEventDetail({ id: 17, title: 'Jollof Cook-off' }));
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    const { user } = renderApp('/events/17');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Jollof Cook-off',
      text: '*Jollof Cook-off*\nWednesday, 6 March 2030\n12:00 in South Africa · 10:00 in Ghana\nZoo Lake Park, Johannesburg',
      url: `${window.location.origin}/events/17`,
    });
  });

  it('copies the ready message for a WhatsApp group, and says so', async () => {
    serveEvent(
      makeEventDetail({ id: 18, title: 'Jollof Cook-off', event_type: 'virtual', venue_name: null, city: null }),
    );
    const { user } = renderApp('/events/18');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Copy message' }));
    expect(writeText).toHaveBeenCalledWith(
      `*Jollof Cook-off*\nWednesday, 6 March 2030\n12:00 in South Africa · 10:00 in Ghana\nOnline event\n${window.location.origin}/events/18`,
    );
    expect(await screen.findByText(shareMessages.messageCopied)).toBeInTheDocument();
  });

  it('shows the loading text, then Event not found with a way back', async () => {
    server.use(
      http.get<{ id: string }, never, ErrorResponse>(`${API}/events/:id`, async () => {
        await delay(20);
        return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      }),
    );
    renderApp('/events/404');
    expect(await screen.findByText(eventMessages.loadingDetails)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: eventMessages.notFound })).toBeInTheDocument();
    expect(screen.getByText(eventMessages.notFoundDetail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
  });

  it('answers an address that is not an event id with Event not found, without asking the API', async () => {
    renderApp('/events/abc');
    expect(await screen.findByRole('heading', { name: eventMessages.notFound })).toBeInTheDocument();
  });
});
