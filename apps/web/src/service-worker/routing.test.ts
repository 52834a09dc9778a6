import { describe, expect, it } from 'vitest';
import {
  isMetered,
  isStale,
  isWorkerMessage,
  keysToForget,
  MEMBER_ANSWER_MAX_AGE_MS,
  memberCacheKey,
  memberIdOf,
  memberOfKey,
  routeOf,
  type RequestFacts,
} from './routing';
import { precacheList } from './precache';

const origin = 'https://akwaaba.example';
const ama = 'Bearer 12|ama-token';
const route = (facts: Partial<RequestFacts>) =>
  routeOf({ method: 'GET', url: `${origin}/`, mode: 'cors', authorization: null, ...facts }, origin, '/api/v1');

describe('routeOf', () => {
  it("keeps only the signed-in member's own profile, upcoming RSVPs and followed businesses", () => {
    for (const path of ['/profile', '/my/rsvps?per_page=50', '/my/following?page=2']) {
      expect(route({ url: `${origin}/api/v1${path}`, authorization: ama })).toEqual({
        kind: 'member-answer',
        authorization: ama,
      });
    }
  });

  it("leaves every other API answer, visitors' calls and uploaded images to the network", () => {
    const passed = [
      route({ url: `${origin}/api/v1/events`, authorization: ama }),
      route({ url: `${origin}/api/v1/my/events`, authorization: ama }),
      route({ url: `${origin}/api/v1/users/4`, authorization: ama }),
      route({ url: `${origin}/api/v1/my/following` }),
      route({ url: `${origin}/api/v1/profile`, method: 'PATCH', authorization: ama }),
      route({ url: `${origin}/uploads/events/7/full.webp` }),
      route({ url: 'https://tile.openstreetmap.org/3/4/2.png' }),
      route({ url: 'https://elsewhere.example/api/v1/profile', authorization: ama }),
    ];
    expect(passed.map((answer) => answer.kind)).toEqual(Array(passed.length).fill('pass'));
  });

  it('answers pages with the shell and build files from the kept copy', () => {
    expect(route({ url: `${origin}/events/12`, mode: 'navigate' })).toEqual({ kind: 'page' });
    expect(route({ url: `${origin}/login`, mode: 'navigate', method: 'POST' })).toEqual({ kind: 'pass' });
    expect(route({ url: `${origin}/assets/home-B3bgRQ1X.js` })).toEqual({ kind: 'asset' });
  });

  it('refreshes the kept answer that an RSVP, a follow or a profile change makes out of date', () => {
    const change = (method: string, path: string) =>
      route({ method, url: `${origin}/api/v1${path}`, authorization: ama });
    expect(change('POST', '/events/9/attend')).toEqual({ kind: 'member-change', authorization: ama, answer: 'rsvps' });
    expect(change('DELETE', '/events/9/attend')).toMatchObject({ answer: 'rsvps' });
    expect(change('POST', '/businesses/3/follow')).toMatchObject({ answer: 'following' });
    expect(change('DELETE', '/businesses/3/follow')).toMatchObject({ answer: 'following' });
    expect(change('PUT', '/profile')).toMatchObject({ answer: 'profile' });
    expect(change('POST', '/events/9/rsvps/4/approve')).toEqual({ kind: 'pass' });
  });
});

describe('kept answers per member', () => {
  it("never matches one member's copy for another: the key carries who asked", async () => {
    const [amaId, kofiId] = await Promise.all([memberIdOf(ama), memberIdOf('Bearer 13|kofi-token')]);
    expect(amaId).toMatch(/^[0-9a-f]{64}$/);
    expect(amaId).not.toContain('ama-token');
    expect(kofiId).not.toBe(amaId);
    const url = `${origin}/api/v1/my/rsvps?per_page=50`;
    expect(memberCacheKey(url, amaId)).not.toBe(memberCacheKey(url, kofiId));
    expect(memberOfKey(memberCacheKey(url, amaId))).toBe(amaId);
    expect(new URL(memberCacheKey(url, amaId)).searchParams.get('per_page')).toBe('50');
  });

  it('forgets every answer at sign-out, and all but the new member’s at a sign-in', () => {
    const keys = [memberCacheKey(`${origin}/api/v1/profile`, 'aaa'), memberCacheKey(`${origin}/api/v1/profile`, 'bbb')];
    expect(keysToForget(keys, null)).toEqual(keys);
    expect(keysToForget(keys, 'bbb')).toEqual([keys[0]]);
    expect(keysToForget(keys, 'ccc')).toEqual(keys);
  });

  it('asks again for an answer never kept or kept over an hour ago', () => {
    const now = 1_800_000_000_000;
    expect(isStale(null, now)).toBe(true);
    expect(isStale(now - MEMBER_ANSWER_MAX_AGE_MS + 1, now)).toBe(false);
    expect(isStale(now - MEMBER_ANSWER_MAX_AGE_MS, now)).toBe(true);
  });

  it('takes only a well-formed session message', () => {
    expect(isWorkerMessage({ type: 'session', authorization: ama })).toBe(true);
    expect(isWorkerMessage({ type: 'session', authorization: null })).toBe(true);
    expect(isWorkerMessage({ type: 'session' })).toBe(false);
    expect(isWorkerMessage({ type: 'clear', authorization: null })).toBe(false);
    expect(isWorkerMessage('session')).toBe(false);
  });
});

describe('isMetered', () => {
  it('counts Save-Data and cellular links as costly, and an unknown link as not', () => {
    expect(isMetered({ saveData: true })).toBe(true);
    expect(isMetered({ type: 'cellular' })).toBe(true);
    expect(isMetered({ type: 'wifi', saveData: false })).toBe(false);
    expect(isMetered(undefined)).toBe(false);
  });
});

describe('precacheList', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      imports: ['_react-2.js', '_shared-3.js'],
      css: ['assets/index-4.css'],
    },
    '_react-2.js': { file: 'assets/react-2.js' },
    '_shared-3.js': { file: 'assets/shared-3.js', imports: ['_react-2.js'] },
    'src/app/routes/home.tsx': { file: 'assets/home-5.js', imports: ['index.html', '_cards-6.js'] },
    '_cards-6.js': { file: 'assets/cards-6.js', css: ['assets/cards-7.css'] },
    'src/app/routes/jobs/jobs.tsx': { file: 'assets/jobs-8.js', imports: ['_shared-3.js'] },
    'src/features/offline/register-service-worker.ts': { file: 'assets/register-9.js', imports: ['_shared-3.js'] },
  };

  it("lists the bare app's page, the entry and the home page's files with what they import, once each, and no other page", () => {
    expect(precacheList(manifest)).toEqual([
      '/index.html',
      '/assets/index-1.js',
      '/assets/index-4.css',
      '/assets/react-2.js',
      '/assets/shared-3.js',
      '/assets/home-5.js',
      '/assets/cards-6.js',
      '/assets/cards-7.css',
      '/assets/register-9.js',
    ]);
  });

  it('refuses a build whose manifest lacks the home page', () => {
    expect(() => precacheList({ 'index.html': { file: 'assets/index-1.js' } })).toThrow(/src\/app\/routes\/home\.tsx/);
  });
});
