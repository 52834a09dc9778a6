import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostedAgo, postedAgo } from './job-facts';

const now = new Date('2030-05-20T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('postedAgo', () => {
  it.each([
    ['a job posted seconds ago', before(20_000), 'just now'],
    ['a job posted with a clock ahead of ours', before(-5 * MINUTE), 'just now'],
    ['minutes', before(5 * MINUTE), '5 minutes ago'],
    ['hours', before(3 * HOUR + 20 * MINUTE), '3 hours ago'],
    ['the day before', before(DAY + HOUR), 'yesterday'],
    ['days', before(4 * DAY), '4 days ago'],
    ['weeks', before(15 * DAY), '2 weeks ago'],
    ['months', before(65 * DAY), '2 months ago'],
    ['years', before(400 * DAY), 'last year'],
  ])('says how fresh %s is', (_label, iso, expected) => {
    expect(postedAgo(iso, now)).toBe(expected);
  });

  it('says what en-GB’s relative time says, for any age from a minute to fifty years', () => {
    const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
    for (let minutes = 1; minutes < 50 * 365 * 24 * 60; minutes = Math.ceil(minutes * 1.07)) {
      const elapsed = minutes * MINUTE;
      const days = Math.floor(elapsed / DAY);
      const [count, unit] =
        elapsed < HOUR
          ? [Math.floor(elapsed / MINUTE), 'minute' as const]
          : elapsed < DAY
            ? [Math.floor(elapsed / HOUR), 'hour' as const]
            : days < 7
              ? [days, 'day' as const]
              : days < 30
                ? [Math.floor(days / 7), 'week' as const]
                : days < 365
                  ? [Math.floor(days / 30), 'month' as const]
                  : [Math.floor(days / 365), 'year' as const];
      expect(postedAgo(before(elapsed), now)).toBe(relative.format(-count, unit));
    }
  });
});

describe('PostedAgo on a page the server rendered', () => {
  afterEach(() => vi.useRealTimers());

  it('hydrates without a mismatch when a minute passed between the server render and the app', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    const iso = before(30_000);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PostedAgo iso={iso} />);
    expect(container.textContent).toBe('Posted just now');

    vi.setSystemTime(now.getTime() + 90_000);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <PostedAgo iso={iso} />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });
});
