import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { offlineMessages, rsvpMessages, type MyRsvp } from '@akwaaba/contracts';
import { server } from '@/testing/mocks/server';
import { API } from '@/testing/mocks/handlers';
import { makeBusinessSummary, makeEventSummary, makeList, makeUser } from '@/testing/data';
import { renderApp } from '@/testing/test-utils';

let online = false;
beforeEach(() => {
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // As when the connection drops during a visit: TanStack Query then holds queries that wait for the network.
  onlineManager.setOnline(false);
});
afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

/** The answers the service worker kept for the member (offline, it answers these from the device). */
function keptAnswers() {
  const rsvp: MyRsvp = {
    ...makeEventSummary({ id: 41, title: 'Homowo harvest braai', venue_name: 'Zoo Lake', city: 'Johannesburg' }),
    rsvp_status: 'waitlisted',
  };
  server.use(
    http.get(`${API}/my/rsvps`, ({ request }) =>
      new URL(request.url).searchParams.get('per_page') === '50'
        ? HttpResponse.json(makeList([rsvp]))
        : HttpResponse.json({ message: 'Wrong page size' }, { status: 422 }),
    ),
    http.get(`${API}/my/following`, () =>
      HttpResponse.json(
        makeList([
          makeBusinessSummary({ id: 7, name: 'Auntie Akos Kitchen', city: 'Pretoria', phone: '+27825550147' }),
        ]),
      ),
    ),
  );
}

describe('the home page offline', () => {
  it("shows the member's kept upcoming events and followed businesses under the offline notice", async () => {
    keptAnswers();
    renderApp('/', { user: makeUser() });

    expect(await screen.findByText(offlineMessages.notice)).toBeInTheDocument();
    const events = await screen.findByRole('region', { name: offlineMessages.rsvpsHeading });
    expect(await within(events).findByRole('link', { name: 'Homowo harvest braai' })).toHaveAttribute(
      'href',
      '/events/41',
    );
    expect(within(events).getByText(rsvpMessages.status.waitlisted)).toBeInTheDocument();
    expect(within(events).getByText(/Zoo Lake, Johannesburg/)).toBeInTheDocument();
    const businesses = screen.getByRole('region', { name: offlineMessages.followingHeading });
    expect(await within(businesses).findByRole('link', { name: 'Auntie Akos Kitchen' })).toHaveAttribute(
      'href',
      '/businesses/7',
    );
    expect(businesses).toHaveTextContent('082 555 0147');
    // Nothing of the live home page (which would wait for the network).
    expect(screen.queryByRole('heading', { name: 'Upcoming events' })).not.toBeInTheDocument();
  });

  it('says nothing was saved when the device kept nothing for the member', async () => {
    server.use(
      http.get(`${API}/my/rsvps`, () => HttpResponse.error()),
      http.get(`${API}/my/following`, () => HttpResponse.error()),
    );
    renderApp('/', { user: makeUser() });
    expect(await screen.findAllByText(offlineMessages.notSaved)).toHaveLength(2);
  });

  it('shows a visitor the notice and how to keep things, and asks for no member answer', async () => {
    server.use(
      http.get(`${API}/my/rsvps`, () => {
        throw new Error('a visitor has no RSVPs to ask for');
      }),
    );
    renderApp('/');
    expect(await screen.findByText(offlineMessages.notice)).toBeInTheDocument();
    expect(screen.getByText(offlineMessages.visitorNote)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: offlineMessages.rsvpsHeading })).not.toBeInTheDocument();
  });

  it('says another page needs a connection, and shows it once the device is back online', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: offlineMessages.needsConnectionTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: offlineMessages.goToSaved })).toHaveAttribute('href', '/');
    // The title follows the page in an effect, after the heading is on screen.
    await waitFor(() => expect(document.title).toBe(`${offlineMessages.needsConnectionTitle} — Akwaaba`));

    online = true;
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('heading', { name: offlineMessages.needsConnectionTitle })).not.toBeInTheDocument();
  });
});
