import { afterEach, describe, expect, it } from 'vitest';
import { embeddedAnswer, embeddedInitialData, forgetEmbeddedAnswer, renderOnServer, siteOrigin } from './server-data';

/** The answers as the server embeds them in a page it drew (apps/api/src/plugins/web.ts). */
function embed(answers: { path: string; answer: unknown }[]) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'server-data';
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
}

describe('the answers a drawn page brings', () => {
  afterEach(() => {
    document.getElementById('server-data')?.remove();
    window.history.replaceState(null, '', '/');
    forgetEmbeddedAnswer();
  });

  it('answers a path whatever the order of its query, and nothing for another path', () => {
    embed([{ path: '/events?page=1&per_page=4', answer: { data: ['braai'] } }]);
    expect(embeddedAnswer('/events?per_page=4&page=1')).toEqual({ data: ['braai'] });
    expect(embeddedAnswer('/events?page=2&per_page=4')).toBeUndefined();
  });

  it('answers only on the page it came with, not after the app has moved to another', () => {
    window.history.replaceState(null, '', '/events');
    embed([{ path: '/events?page=1', answer: { data: [] } }]);
    expect(embeddedAnswer('/events?page=1')).toEqual({ data: [] });
    window.history.replaceState(null, '', '/events/7/edit');
    expect(embeddedAnswer('/events?page=1')).toBeUndefined();
  });

  it('dates a list’s initial data from when the page was loaded, so it grows stale like a fetched answer', () => {
    embed([{ path: '/job-listings?page=1', answer: { data: [] } }]);
    const options = embeddedInitialData('/job-listings?page=1');
    expect(options.initialData()).toEqual({ data: [] });
    expect(options.initialDataUpdatedAt()).toBe(performance.timeOrigin);
  });

  it('gives a server render its own answers and address, and nothing of them after it', () => {
    embed([{ path: '/events/7', answer: 'from the page' }]);
    const seen = renderOnServer('https://akwaaba.example', [{ path: '/events/7', answer: 'from the server' }], () => [
      embeddedAnswer('/events/7'),
      siteOrigin(),
    ]);
    expect(seen).toEqual({ result: ['from the server', 'https://akwaaba.example'], missing: [] });
    expect(embeddedAnswer('/events/7')).toBe('from the page');
    expect(siteOrigin()).toBe(window.location.origin);
  });

  it('names what a server render asked for and was not given, once each and in one spelling', () => {
    const { missing } = renderOnServer('https://akwaaba.example', [{ path: '/events?page=1', answer: [] }], () => [
      embeddedAnswer('/events?page=1'),
      embeddedAnswer('/events?per_page=4&page=1'),
      embeddedAnswer('/events?page=1&per_page=4'),
      embeddedAnswer('/categories?type=event'),
    ]);
    expect(missing).toEqual(['/events?page=1&per_page=4', '/categories?type=event']);
    expect(renderOnServer('https://akwaaba.example', [], () => null).missing).toEqual([]);
  });
});
