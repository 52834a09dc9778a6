import { describe, expect, it } from 'vitest';
import { safeInternalPath } from './paths';

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
