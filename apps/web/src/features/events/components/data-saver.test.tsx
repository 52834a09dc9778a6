import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { dataLiteMessages, type EventDetail, type EventSummary, type ListResponse } from '@akwaaba/contracts';
import { makeEventDetail, makeEventSummary, makeList } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const CARD_SRCSET = '/uploads/events/7-card-320.webp 320w, /uploads/events/7-card.webp 640w';
const DETAIL_SRCSET =
  '/uploads/events/7-w400.webp 400w, /uploads/events/7-w800.webp 800w, /uploads/events/7-full.webp 1600w';

function serveEvents(events: EventSummary[]) {
  server.use(
    http.get<never, never, ListResponse<EventSummary>>(`${API}/events`, () => HttpResponse.json(makeList(events))),
  );
}

function serveEvent(event: EventDetail) {
  server.use(
    http.get<{ id: string }, never, { data: EventDetail }>(`${API}/events/:id`, () =>
      HttpResponse.json({ data: event }),
    ),
  );
}

const braai = () =>
  makeEventSummary({
    id: 7,
    title: 'Independence Day Braai',
    image: '/uploads/events/7-full.webp',
    image_card: '/uploads/events/7-card.webp',
    image_card_srcset: CARD_SRCSET,
  });

const pictures = {
  image: '/uploads/events/7-full.webp',
  image_card: '/uploads/events/7-card.webp',
  image_card_srcset: CARD_SRCSET,
  image_srcset: DETAIL_SRCSET,
};

/** The browser's Save-Data wish, as Chromium exposes it. */
function browserSavesData(saveData: boolean) {
  const connection = Object.assign(new EventTarget(), { saveData });
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}

async function dataSaverSwitch() {
  const footer = await screen.findByRole('contentinfo');
  return within(footer).getByRole('switch', { name: dataLiteMessages.toggle });
}

describe('Data saver', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('is off by default: a card shows its picture at the width that fits, from the srcset', async () => {
    serveEvents([braai()]);
    renderApp('/events');

    const picture = await screen.findByRole('img', { name: 'Independence Day Braai' });
    expect(picture).toHaveAttribute('srcset', CARD_SRCSET);
    expect(picture).toHaveAttribute('sizes');
    expect(await dataSaverSwitch()).not.toBeChecked();
  });

  it('turned on from the footer, hides the pictures in lists and keeps the choice on this device, for the server too', async () => {
    serveEvents([braai()]);
    const { user, unmount } = renderApp('/events');
    await screen.findByRole('img', { name: 'Independence Day Braai' });

    await user.click(await dataSaverSwitch());

    expect(await dataSaverSwitch()).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Independence Day Braai' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Independence Day Braai' })).not.toBeInTheDocument();

    // Kept where the server reads it, so the pages it sends come without the pictures; and still on later here.
    expect(document.cookie).toContain('data_saver=on');
    unmount();
    renderApp('/events');
    expect(await screen.findByRole('heading', { name: 'Independence Day Braai' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Independence Day Braai' })).not.toBeInTheDocument();
    expect(await dataSaverSwitch()).toBeChecked();
  });

  it('is on by itself when the browser asks to save data, says so, and can still be turned off', async () => {
    browserSavesData(true);
    serveEvents([braai()]);
    const { user } = renderApp('/events');

    expect(await screen.findByRole('heading', { name: 'Independence Day Braai' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Independence Day Braai' })).not.toBeInTheDocument();
    const toggle = await dataSaverSwitch();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(dataLiteMessages.automaticHint);

    await user.click(toggle);

    expect(await screen.findByRole('img', { name: 'Independence Day Braai' })).toBeInTheDocument();
    expect(await dataSaverSwitch()).toHaveAccessibleDescription(dataLiteMessages.hint);
  });

  it('on an event page, loads the picture only when tapped, naming its size first', async () => {
    document.cookie = 'data_saver=on; Path=/';
    serveEvent(makeEventDetail({ id: 7, title: 'Independence Day Braai', ...pictures }));
    // jsdom's window is 1024 px wide at a density of 1: the 704 px picture takes the 800 px file.
    server.use(
      http.head(
        '/uploads/events/7-w800.webp',
        () => new HttpResponse(null, { headers: { 'content-length': '38912' } }),
      ),
    );
    const { user } = renderApp('/events/7');

    // A disclosure, so it works before the app and without it: its picture is lazy, and not shown until opened.
    const show = await screen.findByText(dataLiteMessages.showImage(38));
    const picture = screen.getByAltText('Independence Day Braai');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('srcset', DETAIL_SRCSET);
    expect(picture).not.toBeVisible();

    await user.click(show);

    expect(picture).toBeVisible();
    expect(show.closest('details')).toHaveAttribute('open');
  });

  it('off, an event page shows its picture at once, from the srcset', async () => {
    serveEvent(makeEventDetail({ id: 7, title: 'Independence Day Braai', ...pictures }));
    renderApp('/events/7');

    const picture = await screen.findByRole('img', { name: 'Independence Day Braai' });
    expect(picture).toHaveAttribute('srcset', DETAIL_SRCSET);
    expect(screen.queryByRole('button', { name: /show image/i })).not.toBeInTheDocument();
  });
});
