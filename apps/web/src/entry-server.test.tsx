import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBusinessDetail, makeEventDetail, makeEventSummary, makeList } from '@/testing/data';
import { renderPage } from './entry-server';

/** The server has no browser: what a component reads of one during its render fails there, so it fails here too. */
function withoutBrowser() {
  for (const name of ['window', 'document', 'navigator', 'localStorage', 'IntersectionObserver'])
    vi.stubGlobal(name, undefined);
}

/** The drawing as text, tags and whitespace aside. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the server’s drawing of public pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws an event from its embedded answer, with the site’s header and no loading state', async () => {
    const event = makeEventDetail({ id: 7, title: 'Independence Day Braai', image: null });
    withoutBrowser();
    const html = await renderPage('https://akwaaba.example/events/7', [{ path: '/events/7', answer: { data: event } }]);
    expect(html).toContain('<h1');
    expect(text(html!)).toContain('Independence Day Braai');
    expect(html).toContain('href="/events"');
    expect(html).not.toContain('aria-busy="true"');
  });

  it('draws a list’s first page from its embedded answer', async () => {
    const events = [makeEventSummary({ id: 1, title: 'Kente Weaving Workshop' })];
    withoutBrowser();
    const html = await renderPage('https://akwaaba.example/events', [
      { path: '/events?page=1', answer: makeList(events) },
    ]);
    expect(text(html!)).toContain('Kente Weaving Workshop');
  });

  it('draws a business with a place without loading its map, which only a browser can run', async () => {
    const business = makeBusinessDetail({ id: 3, name: 'Ama’s Kitchen' });
    withoutBrowser();
    const html = await renderPage('https://akwaaba.example/businesses/3', [
      { path: '/businesses/3', answer: { data: business } },
    ]);
    expect(text(html!)).toContain('Ama’s Kitchen');
  });

  it('draws a page without its answer as the app would while loading it', async () => {
    withoutBrowser();
    const html = await renderPage('https://akwaaba.example/events/9', []);
    expect(html).toContain('<header');
    expect(text(html!)).not.toContain('Independence Day Braai');
  });
});
