import { describe, expect, it } from 'vitest';
import { cityFromSlug, citySlug, feedCity } from './calendar.constants.ts';
import { CITIES, GHANA_TOWNS } from './cities.ts';

describe('city feeds’ addresses', () => {
  it('give every city and town its own slug, which names it again', () => {
    const places = [...CITIES, ...GHANA_TOWNS].map((place) => place.value);
    const slugs = places.map(citySlug);
    expect(new Set(slugs).size).toBe(places.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs.map(cityFromSlug)).toEqual(places);
    expect(citySlug('Cape Town')).toBe('cape-town');
    expect(citySlug('Sekondi-Takoradi')).toBe('sekondi-takoradi');
  });

  it('find a place under any of its names, and none for free text', () => {
    expect(feedCity('Port Elizabeth')).toBe('Gqeberha');
    expect(feedCity(' cape town ')).toBe('Cape Town');
    expect(feedCity('Takoradi')).toBe('Sekondi-Takoradi');
    expect(feedCity('Atlantis')).toBeNull();
    expect(cityFromSlug('port-elizabeth')).toBeNull();
    expect(cityFromSlug('../cape-town')).toBeNull();
  });
});
