import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AlignedData, Options } from 'uplot';
import {
  analyticsMessages,
  type AnalyticsItem,
  type AnalyticsReport,
  type AnalyticsResponse,
  type ErrorResponse,
} from '@akwaaba/contracts';
import { makeBusinessUser, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

// jsdom has no canvas: uPlot is played by a stand-in that keeps what each chart was given.
const charts = vi.hoisted(() => [] as { opts: Options; data: AlignedData; destroyed: boolean; sizes: number[] }[]);
vi.mock('uplot', () => ({
  default: class {
    static tzDate = (date: Date) => date;
    width: number;
    private chart: (typeof charts)[number];
    constructor(opts: Options, data: AlignedData) {
      this.width = opts.width;
      this.chart = { opts, data, destroyed: false, sizes: [] };
      charts.push(this.chart);
    }
    setSize({ width }: { width: number }) {
      this.chart.sizes.push(width);
    }
    destroy() {
      this.chart.destroyed = true;
    }
  },
}));

const resizeCallbacks: ResizeObserverCallback[] = [];

function day(offset: number) {
  return new Date(Date.UTC(2026, 2, 1 + offset)).toISOString().slice(0, 10);
}

function item(overrides: Partial<AnalyticsItem>): AnalyticsItem {
  return {
    type: 'event',
    id: 1,
    title: 'Independence Day Braai',
    views: 0,
    rsvps: 0,
    followers: null,
    reviews: null,
    applications: null,
    link: '/events/1',
    ...overrides,
  };
}

function makeReport(days: number, overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  const series = Array.from({ length: days }, (_, index) => ({
    day: day(index),
    views: index === days - 1 ? 12 : 1,
    rsvps: index === days - 1 ? 3 : 0,
    followers: 0,
    reviews: 0,
    applications: 0,
  }));
  return {
    days,
    from: day(0),
    to: day(days - 1),
    timezone: 'Africa/Johannesburg',
    totals: { views: days - 1 + 12, rsvps: 3, followers: 2, reviews: 1, applications: 4 },
    series,
    items: [
      item({ id: 7, title: 'Independence Day Braai', views: days + 11, rsvps: 3, link: '/events/7' }),
      item({
        type: 'business',
        id: 3,
        title: 'Auntie Akos Kitchen',
        views: 0,
        rsvps: null,
        followers: 2,
        reviews: 1,
        link: '/businesses/3',
      }),
      item({ type: 'job', id: 9, title: 'Junior Chef', views: 0, rsvps: null, applications: 4, link: '/jobs/9' }),
    ],
    ...overrides,
  };
}

/** Answers /analytics with `answer(days)` and keeps the periods asked for. */
function serveAnalytics(answer: (days: number) => AnalyticsReport) {
  const asked: string[] = [];
  server.use(
    http.get<never, never, AnalyticsResponse>(`${API}/analytics`, ({ request }) => {
      const days = new URL(request.url).searchParams.get('days') ?? '';
      asked.push(days);
      return HttpResponse.json({ data: answer(Number(days)) });
    }),
  );
  return asked;
}

const business = () => makeBusinessUser({ name: 'Kofi Boateng' });

describe('Analytics', () => {
  beforeEach(() => {
    charts.length = 0;
    resizeCallbacks.length = 0;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          resizeCallbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a business its totals, a chart of views and one of engagement, and a table of its items', async () => {
    serveAnalytics((days) => makeReport(days));
    renderApp('/analytics', { user: business() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Analytics — Akwaaba'));
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(screen.getByText(/South African time/)).toBeInTheDocument();

    const totals = await screen.findByRole('list', { name: 'Totals' });
    const tile = (label: string) => within(totals).getByText(label).closest('li')!;
    expect(within(tile('Views')).getByText('41')).toBeInTheDocument();
    expect(within(tile('RSVPs')).getByText('3')).toBeInTheDocument();
    expect(within(tile('Followers')).getByText('2')).toBeInTheDocument();
    expect(within(tile('Reviews')).getByText('1')).toBeInTheDocument();
    expect(within(tile('Applications')).getByText('4')).toBeInTheDocument();

    expect(
      screen.getByRole('img', { name: /views per day, 1 March 2026 to 30 March 2026: 41 in total/i }),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: /RSVPs, followers, reviews and applications per day/ })).toBeVisible();
    await waitFor(() => expect(charts).toHaveLength(2));
    const [views, engagement] = charts;
    expect(views!.opts.series.map((series) => series.label)).toEqual([undefined, 'Views']);
    expect(views!.data[1]).toHaveLength(30);
    expect(views!.data[1]![29]).toBe(12);
    expect(engagement!.opts.series.slice(1).map((series) => series.label)).toEqual([
      'RSVPs',
      'Followers',
      'Reviews',
      'Applications',
    ]);

    const table = screen.getByRole('table', { name: 'Your items, last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Event', 'Business', 'Job']);
    expect(within(table).getByRole('link', { name: 'Independence Day Braai' })).toHaveAttribute('href', '/events/7');
    expect(within(table).getByRole('link', { name: 'Auntie Akos Kitchen' })).toHaveAttribute('href', '/businesses/3');
    expect(within(table).getByRole('link', { name: 'Junior Chef' })).toHaveAttribute('href', '/jobs/9');
    const eventRow = within(rows[0]!).getAllByRole('cell');
    expect(eventRow.map((cell) => cell.textContent)).toEqual([
      'Event',
      '41',
      '3',
      '—Not applicable',
      '—Not applicable',
      '—Not applicable',
    ]);
  });

  it('switches between 7, 30 and 90 days, keeping the period in the address', async () => {
    const asked = serveAnalytics((days) => makeReport(days));
    const { user, router } = renderApp('/analytics?days=90', { user: business() });

    expect(await screen.findByRole('table', { name: 'Your items, last 90 days' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 90 days' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(await screen.findByRole('table', { name: 'Your items, last 7 days' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/analytics?days=7');
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    await waitFor(() => expect(charts.at(-1)!.data[0]).toHaveLength(7));

    // Arrow keys move within the radio group as in any form.
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('table', { name: 'Your items, last 30 days' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/analytics?days=30');
    expect(asked).toEqual(['90', '7', '30']);
  });

  it('reads an unknown period in the address as 30 days', async () => {
    const asked = serveAnalytics((days) => makeReport(days));
    renderApp('/analytics?days=5', { user: business() });
    expect(await screen.findByRole('table', { name: 'Your items, last 30 days' })).toBeInTheDocument();
    expect(asked).toEqual(['30']);
  });

  it('follows its container’s width and tears the charts down when the page closes', async () => {
    serveAnalytics((days) => makeReport(days));
    const { router } = renderApp('/analytics', { user: business() });
    await waitFor(() => expect(charts).toHaveLength(2));

    resizeCallbacks[0]!([{ contentRect: { width: 512 } } as ResizeObserverEntry], {} as ResizeObserver);
    expect(charts[0]!.sizes).toEqual([512]);

    await router.navigate('/about');
    await waitFor(() => expect(charts.every((chart) => chart.destroyed)).toBe(true));
  });

  it('guides a business with items but no views yet to share their links', async () => {
    serveAnalytics((days) =>
      makeReport(days, {
        totals: { views: 0, rsvps: 0, followers: 0, reviews: 0, applications: 0 },
        series: makeReport(days).series.map((entry) => ({ ...entry, views: 0, rsvps: 0 })),
        items: [item({ id: 7, link: '/events/7' })],
      }),
    );
    renderApp('/analytics', { user: business() });

    const guidance = await screen.findByText('No views yet in the last 30 days');
    const box = guidance.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: 'My Events' })).toHaveAttribute('href', '/my-events');
    expect(within(box).getByRole('link', { name: 'My Businesses' })).toHaveAttribute('href', '/my-businesses');
    expect(within(box).getByRole('link', { name: 'My Jobs' })).toHaveAttribute('href', '/my-jobs');
    expect(screen.getByRole('table', { name: 'Your items, last 30 days' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /views per day/ })).not.toBeInTheDocument();
  });

  it('tells a business without items what to create first', async () => {
    serveAnalytics((days) =>
      makeReport(days, { totals: { views: 0, rsvps: 0, followers: 0, reviews: 0, applications: 0 }, items: [] }),
    );
    renderApp('/analytics', { user: business() });

    expect(await screen.findByText('Nothing to measure yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/create-event');
    expect(screen.getByRole('link', { name: 'Post Job' })).toHaveAttribute('href', '/create-job');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells an individual that analytics is for business accounts, without asking the API', async () => {
    const asked = serveAnalytics((days) => makeReport(days));
    renderApp('/analytics', { user: makeUser() });

    expect(await screen.findByText(analyticsMessages.businessOnly)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Profile Settings' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the business-only message when the API refuses the account', async () => {
    server.use(
      http.get<never, never, ErrorResponse>(`${API}/analytics`, () =>
        HttpResponse.json({ message: analyticsMessages.businessOnly }, { status: 403 }),
      ),
    );
    renderApp('/analytics', { user: business() });
    expect(await screen.findByText(analyticsMessages.businessOnly)).toBeInTheDocument();
  });

  it('says when the figures cannot be loaded and tries again', async () => {
    let calls = 0;
    server.use(
      http.get<never, never, AnalyticsResponse | ErrorResponse>(`${API}/analytics`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Internal error' }, { status: 500 })
          : HttpResponse.json({ data: makeReport(30) });
      }),
    );
    const { user } = renderApp('/analytics', { user: business() });

    expect(await screen.findByRole('alert')).toHaveTextContent(analyticsMessages.fetchFailed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your items, last 30 days' })).toBeInTheDocument();
  });

  it('shows a loading line while the figures load', async () => {
    server.use(
      http.get(`${API}/analytics`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ data: makeReport(30) });
      }),
    );
    renderApp('/analytics', { user: business() });
    expect(await screen.findByText('Loading your analytics...')).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
