import { describe, expect, it } from 'vitest';
import { publicPagePaths } from '@akwaaba/contracts';
import { paths, route, safeInternalPath } from './paths';

describe('safeInternalPath', () => {
  it('keeps paths inside the site, query and hash included', () => {
    expect(safeInternalPath('/events/12?tab=attendees#top')).toBe('/events/12?tab=attendees#top');
  });

  it.each(['//evil.example/phish', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'events', ''])(
    'refuses %j, which could leave the site',
    (value) => {
      expect(safeInternalPath(value)).toBeNull();
    },
  );

  it('refuses a missing value', () => {
    expect(safeInternalPath(null)).toBeNull();
    expect(safeInternalPath(undefined)).toBeNull();
  });
});

describe('route', () => {
  it("fills a path's values in order, encoded, and links a path without values as it is", () => {
    expect(route('/profile/:userId').getHref(7)).toBe('/profile/7');
    expect(route('/a/:first/b/:second').getHref('x y', 2)).toBe('/a/x%20y/b/2');
    expect(route('/about').getHref()).toBe('/about');
  });

  it('gives every public page its declared path and link', () => {
    for (const [name, path] of Object.entries(publicPagePaths)) {
      const page = paths[name as keyof typeof publicPagePaths];
      expect(page.path).toBe(path);
    }
    expect(paths.eventDetail.getHref(12)).toBe('/events/12');
    expect(paths.home.getHref()).toBe('/');
    expect(paths.login.getHref('/my-events?tab=past')).toBe('/login?redirect=%2Fmy-events%3Ftab%3Dpast');
  });
});
