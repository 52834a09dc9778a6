import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

const clockAt = (start = 0) => {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

describe('createTtlCache', () => {
  it('answers requests that miss together from one load', async () => {
    const clock = clockAt();
    const cache = createTtlCache<number>(5_000, clock);
    let loads = 0;
    let finish!: (value: number) => void;
    const load = () => {
      loads += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const waiting = Array.from({ length: 50 }, () => cache.get('count', load));
    finish(42);
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(42));
    expect(loads).toBe(1);
  });

  it('loads again once the entry has expired, or after clear()', async () => {
    const clock = clockAt();
    const cache = createTtlCache<number>(5_000, clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('count', load)).toBe(1);
    clock.advance(4_999);
    expect(await cache.get('count', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('count', load)).toBe(2);
    cache.clear();
    expect(await cache.get('count', load)).toBe(3);
  });

  it('forgets a failed load, so the next request tries again', async () => {
    const cache = createTtlCache<number>(5_000, clockAt());
    await expect(cache.get('count', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('count', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createTtlCache<string>(5_000, clockAt(), 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});

describe('createTtlCache with staleMs', () => {
  it('answers an expired entry while one load replaces it, then the new value', async () => {
    const clock = clockAt();
    const cache = createTtlCache<number>(5_000, clock, 10, { staleMs: 60_000 });
    let loads = 0;
    let finish!: (value: number) => void;
    const load = () => {
      loads += 1;
      return loads === 1 ? Promise.resolve(1) : new Promise<number>((resolve) => (finish = resolve));
    };
    expect(await cache.get('ranking', load)).toBe(1);
    clock.advance(5_000);
    expect(await Promise.all([cache.get('ranking', load), cache.get('ranking', load)])).toEqual([1, 1]);
    expect(loads).toBe(2);
    finish(2);
    await Promise.resolve();
    expect(await cache.get('ranking', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('waits for a load once the entry is older than the stale window, and retries a failed refresh', async () => {
    const clock = clockAt();
    const cache = createTtlCache<number>(5_000, clock, 10, { staleMs: 10_000 });
    let loads = 0;
    let fail = false;
    const load = async () => {
      loads += 1;
      if (fail) throw new Error('database away');
      return loads;
    };
    expect(await cache.get('ranking', load)).toBe(1);
    clock.advance(6_000);
    fail = true;
    expect(await cache.get('ranking', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    expect(await cache.get('ranking', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('ranking', load)).toBe(3);
    clock.advance(15_001);
    expect(await cache.get('ranking', load)).toBe(4);
  });
});
