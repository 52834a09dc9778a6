import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { eventMessages, rsvpMessages, type EventDetail } from '@akwaaba/contracts';
import { eventKeys } from '../api/event-query-keys';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { hydrateEmbeddedData } from '@/lib/embedded-data';
import { queryClient } from '@/lib/query-client';
import { makeEventDetail, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/**
 * The visitor's answer as a server-rendered page embeds it (apps/web/src/entry-server.tsx, apps/api/src/plugins/web.ts),
 * hydrated as main.tsx hydrates it.
 */
function embed(event: EventDetail) {
  const server = new QueryClient();
  server.setQueryData(eventKeys.detail(event.id), { data: event });
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'server-data';
  element.textContent = JSON.stringify(dehydrate(server));
  document.body.append(element);
  hydrateEmbeddedData(queryClient, document, Date.now());
}

/** The API answers only when released, so what shows before it is what the page had without it. */
function holdEventAnswer(event: EventDetail) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${API}/events/:id`, async () => {
      await released;
      return HttpResponse.json({ data: event });
    }),
  );
  return release;
}

const visitorsView = makeEventDetail({ id: 7, title: 'Independence Day Braai', user_attending: false });

describe('Event detail from a shared page', () => {
  afterEach(() => {
    document.getElementById('server-data')?.remove();
  });

  it('shows the embedded event before the API answers, then the member’s own view from the API', async () => {
    embed(visitorsView);
    const release = holdEventAnswer({ ...visitorsView, user_attending: true, attendees_count: 43 });
    renderApp('/events/7', { user: makeUser({ id: 5 }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Independence Day Braai' })).toBeInTheDocument();
    expect(screen.queryByText(eventMessages.loadingDetails)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: rsvpMessages.cancelRsvp })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('button', { name: rsvpMessages.cancelRsvp })).toBeInTheDocument();
  });

  it('never shows one event’s embedded answer on another event’s page', async () => {
    embed(visitorsView);
    const release = holdEventAnswer(makeEventDetail({ id: 8, title: 'Harvest Thanksgiving' }));
    renderApp('/events/8');

    expect(await screen.findByText(eventMessages.loadingDetails)).toBeInTheDocument();
    expect(screen.queryByText('Independence Day Braai')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harvest Thanksgiving' })).toBeInTheDocument();
  });
});
