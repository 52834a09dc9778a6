import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  CITIES,
  placeMessages,
  PLACES_SUGGESTIONS_MAX,
  PROVINCES,
  SOUTH_AFRICA_BOUNDS,
  textMessages,
  type PlaceDetailResponse,
  type PlaceSuggestionsResponse,
  type PlacesSettingsResponse,
} from '@akwaaba/contracts';
import { buildTestApp, relaxedRateLimits } from '../../../test/build-test-app.ts';
import { bearer, registerMember } from '../../../test/factories.ts';
import { freePort } from '../../../test/free-port.ts';

const KEY = 'AIza-test-browser-key';

// The default: no key, the built-in gazetteer. Autocomplete is limited to three a minute here to see the limit.
const { app } = await buildTestApp({
  rateLimits: { ...relaxedRateLimits, placesAutocompletePerIp: { max: 3, timeWindow: 60_000 } },
});
const withKey = await buildTestApp({ env: { GOOGLE_MAPS_API_KEY: KEY } });
const googleWithoutKey = await buildTestApp({ env: { PLACES_PROVIDER: 'google' } });
const builtinDespiteKey = await buildTestApp({ env: { PLACES_PROVIDER: 'builtin', GOOGLE_MAPS_API_KEY: KEY } });

const autocomplete = (q: string) =>
  withKey.app.inject({ method: 'GET', url: `/api/v1/places/autocomplete?q=${encodeURIComponent(q)}` });
const suggestions = async (q: string) => {
  const response = await autocomplete(q);
  expect(response.statusCode).toBe(200);
  return (response.json() as PlaceSuggestionsResponse).data;
};

function cspDirectives(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('GET /places/autocomplete', () => {
  it('suggests cities from what is typed, best first, with their province', async () => {
    expect((await suggestions('johan'))[0]).toEqual({
      id: expect.any(String),
      name: 'Johannesburg',
      description: 'Johannesburg, Gauteng',
      city: 'Johannesburg',
      province: 'Gauteng',
      latitude: expect.closeTo(-26.2, 1),
      longitude: expect.closeTo(28.04, 1),
    });
    expect((await suggestions('stell'))[0]).toMatchObject({ name: 'Stellenbosch', province: 'Western Cape' });
    expect((await suggestions('cape'))[0]).toMatchObject({ name: 'Cape Town', city: 'Cape Town' });
  });

  it('answers a suburb with its metro as the city', async () => {
    expect((await suggestions('soweto'))[0]).toMatchObject({
      name: 'Soweto',
      city: 'Johannesburg',
      province: 'Gauteng',
      description: 'Soweto, Johannesburg, Gauteng',
    });
    expect((await suggestions('randburg'))[0]).toMatchObject({ city: 'Johannesburg' });
  });

  it('knows the townships and suburbs that open data adds beside GeoNames, with their metro', async () => {
    expect((await suggestions('khayel'))[0]).toMatchObject({
      name: 'Khayelitsha',
      description: 'Khayelitsha, Cape Town, Western Cape',
      city: 'Cape Town',
    });
    expect((await suggestions('sandton'))[0]).toMatchObject({ name: 'Sandton', city: 'Johannesburg' });
    expect((await suggestions('mitchells plain'))[0]).toMatchObject({ name: 'Mitchells Plain', city: 'Cape Town' });
  });

  it('knows the inner-city suburbs the open data leaves out, and answers each with its point', async () => {
    for (const [typed, name, city, province] of [
      ['Yeov', 'Yeoville', 'Johannesburg', 'Gauteng'],
      ['Sea Po', 'Sea Point', 'Cape Town', 'Western Cape'],
    ]) {
      const [place] = await suggestions(typed!);
      expect(place).toMatchObject({ name, city, province, description: `${name}, ${city}, ${province}` });
      const response = await withKey.app.inject({ method: 'GET', url: `/api/v1/places/${place!.id}` });
      expect(response.statusCode).toBe(200);
      expect((response.json() as PlaceDetailResponse).data).toEqual({
        id: place!.id,
        name,
        city,
        province,
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      });
    }
    expect((await suggestions('14 Rockey Street, Yeov'))[0]).toMatchObject({ name: 'Yeoville' });
  });

  it('finds the place after a street line typed before it', async () => {
    expect((await suggestions('14 Rockey Street, Khayel'))[0]).toMatchObject({ name: 'Khayelitsha' });
    expect((await suggestions('12 Main Road Rondeb'))[0]).toMatchObject({ name: 'Rondebosch', city: 'Cape Town' });
    expect((await suggestions('Plein Street, Sowe'))[0]).toMatchObject({ name: 'Soweto' });
  });

  it("answers 'port eliz' with Gqeberha, the city value the filters use", async () => {
    const [place] = await suggestions('port eliz');
    expect(place).toMatchObject({ name: 'Gqeberha', city: 'Gqeberha', province: 'Eastern Cape' });
    expect(place!.description).toContain('Port Elizabeth');
  });

  it('ignores case and accents', async () => {
    expect((await suggestions('SOWETO'))[0]?.name).toBe('Soweto');
    expect((await suggestions('Sówétò'))[0]?.name).toBe('Soweto');
  });

  it('answers at most eight suggestions', async () => {
    expect(await suggestions('johannesburg')).toHaveLength(PLACES_SUGGESTIONS_MAX);
  });

  it('answers an empty list, not an error, for fewer than two characters, too many or none', async () => {
    expect(await suggestions('j')).toEqual([]);
    expect(await suggestions('   ')).toEqual([]);
    expect(await suggestions('x'.repeat(101))).toEqual([]);
    const response = await withKey.app.inject({ method: 'GET', url: '/api/v1/places/autocomplete' });
    expect(response.json()).toEqual({ data: [] });
  });

  it('refuses control characters with 422', async () => {
    const response = await autocomplete('cape\u0000town');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { q: [textMessages.singleLineControl('Address')] } });
  });

  it('lets browsers and caches keep the answer, for visitors and members alike', async () => {
    expect((await autocomplete('dur')).headers['cache-control']).toBe('public, max-age=86400');
    const { token } = await registerMember(withKey.app);
    const signedIn = await withKey.app.inject({
      method: 'GET',
      url: '/api/v1/places/autocomplete?q=dur',
      headers: bearer(token),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 429 with Retry-After past the per-address limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/places/autocomplete?q=pre',
        remoteAddress: '192.0.2.7',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({ message: apiMessages.tooManyRequests });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.headers['cache-control']).toBeUndefined();
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = await app.inject({
      method: 'GET',
      url: '/api/v1/places/autocomplete?q=pre',
      remoteAddress: '192.0.2.8',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /places/{id}', () => {
  it('answers the place with coordinates inside South Africa', async () => {
    const [soweto] = await suggestions('soweto');
    const response = await withKey.app.inject({ method: 'GET', url: `/api/v1/places/${soweto!.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { data } = response.json() as PlaceDetailResponse;
    expect(data).toEqual({
      id: soweto!.id,
      name: 'Soweto',
      city: 'Johannesburg',
      province: 'Gauteng',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    expect(data.latitude).toBeGreaterThan(SOUTH_AFRICA_BOUNDS.minLat);
    expect(data.latitude).toBeLessThan(SOUTH_AFRICA_BOUNDS.maxLat);
    expect(data.longitude).toBeGreaterThan(SOUTH_AFRICA_BOUNDS.minLon);
    expect(data.longitude).toBeLessThan(SOUTH_AFRICA_BOUNDS.maxLon);
  });

  it("answers each of the spec's eight cities with its exact city value and province", async () => {
    for (const city of CITIES) {
      const match = (await suggestions(city.value)).find((place) => place.name === city.value);
      expect(match, city.value).toBeDefined();
      const { data } = (
        await withKey.app.inject({ method: 'GET', url: `/api/v1/places/${match!.id}` })
      ).json() as PlaceDetailResponse;
      expect(data).toMatchObject({ city: city.value, province: city.province });
      expect(PROVINCES).toContain(data.province);
    }
  });

  it("answers 404 'Place not found' for an unknown id", async () => {
    const response = await withKey.app.inject({ method: 'GET', url: '/api/v1/places/atlantis-under-the-sea' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: placeMessages.notFound });
  });
});

describe('GET /places/autocomplete with an OpenStreetMap geocoder (Photon)', async () => {
  const asked: URL[] = [];
  let failing = false;
  const photon = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://photon.test');
    asked.push(url);
    if (failing || url.pathname !== '/api') {
      response.writeHead(500).end();
      return;
    }
    const feature = (name: string, coordinates: [number, number], properties: Record<string, unknown>) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates },
      properties: { name, countrycode: 'ZA', osm_type: 'N', osm_id: name.length, ...properties },
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          feature('Yeoville', [28.0628, -26.1813], { city: 'Johannesburg', state: 'Gauteng', type: 'district' }),
          feature('Yeoville Gardens', [28.07, -26.18], { state: 'Gauteng' }),
          // Outside the country, or in no province: left out.
          feature('Yeoville Road', [-0.1, 51.5], { countrycode: 'GB', state: 'England' }),
          feature('Nowhere', [28.0, -26.0], {}),
        ],
      }),
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => photon.listen(port, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => photon.close(() => resolve())));
  const osm = await buildTestApp({ env: { PLACES_OSM_URL: `http://127.0.0.1:${port}` } });
  const ask = async (q: string) => {
    const response = await osm.app.inject({
      method: 'GET',
      url: `/api/v1/places/autocomplete?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as PlaceSuggestionsResponse).data;
  };

  it('is the provider once PLACES_OSM_URL is set', async () => {
    const response = await osm.app.inject({ method: 'GET', url: '/api/v1/places/settings' });
    expect(response.json()).toEqual({ data: { provider: 'osm', google_maps_api_key: null } });
  });

  it('answers the suburbs it knows, with their city, province and point, asking for places in South Africa', async () => {
    expect(await ask('14 Rockey Street, Yeov')).toEqual([
      {
        id: 'osm-N8',
        name: 'Yeoville',
        description: 'Yeoville, Johannesburg, Gauteng',
        city: 'Johannesburg',
        province: 'Gauteng',
        latitude: -26.1813,
        longitude: 28.0628,
      },
      {
        id: 'osm-N16',
        name: 'Yeoville Gardens',
        description: 'Yeoville Gardens, Gauteng',
        city: 'Yeoville Gardens',
        province: 'Gauteng',
        latitude: -26.18,
        longitude: 28.07,
      },
    ]);
    const query = asked.at(-1)!.searchParams;
    expect(query.get('q')).toBe('14 Rockey Street, Yeov');
    expect(query.get('osm_tag')).toBe('place');
    expect(query.get('bbox')).toBe('16,-35.5,33.5,-21.5');
  });

  it('lets the built-in gazetteer answer when the geocoder fails', async () => {
    failing = true;
    try {
      expect((await ask('soweto'))[0]).toMatchObject({ name: 'Soweto', city: 'Johannesburg' });
    } finally {
      failing = false;
    }
  });

  it('asks nothing for fewer than two characters', async () => {
    const before = asked.length;
    expect(await ask('y')).toEqual([]);
    expect(asked).toHaveLength(before);
  });
});

describe('GET /places/settings', () => {
  const settings = async (target: typeof app) => {
    const response = await target.inject({ method: 'GET', url: '/api/v1/places/settings' });
    expect(response.statusCode).toBe(200);
    return (response.json() as PlacesSettingsResponse).data;
  };

  it('says the built-in gazetteer without a key', async () => {
    expect(await settings(app)).toEqual({ provider: 'builtin', google_maps_api_key: null });
  });

  it('says Google, with the browser key, when a key is set', async () => {
    expect(await settings(withKey.app)).toEqual({ provider: 'google', google_maps_api_key: KEY });
  });

  it('says Google without a key when PLACES_PROVIDER=google has none (the form shows the configuration error)', async () => {
    expect(await settings(googleWithoutKey.app)).toEqual({ provider: 'google', google_maps_api_key: null });
  });

  it('keeps the built-in gazetteer, and the key private, when PLACES_PROVIDER=builtin', async () => {
    expect(await settings(builtinDespiteKey.app)).toEqual({ provider: 'builtin', google_maps_api_key: null });
  });
});

describe('the Content-Security-Policy', () => {
  const csp = async (target: typeof app) =>
    cspDirectives((await target.inject({ method: 'GET', url: '/api/v1/health' })).headers['content-security-policy']);

  it("allows Google Maps' script, requests and images when the browser uses Google Places", async () => {
    const directives = await csp(withKey.app);
    expect(directives['script-src']).toBe("'self' https://maps.googleapis.com https://maps.gstatic.com");
    expect(directives['connect-src']).toBe("'self' https://maps.googleapis.com https://places.googleapis.com");
    expect(directives['img-src']).toContain('https://maps.gstatic.com');
    expect(directives['require-trusted-types-for']).toBe("'script'");
    expect(directives['script-src']).not.toContain('unsafe');
  });

  it.each([
    ['without a key', () => app],
    ['when Google has no key', () => googleWithoutKey.app],
    ['when the built-in gazetteer is chosen', () => builtinDespiteKey.app],
  ])('stays our origin only %s', async (_, target) => {
    const directives = await csp(target());
    expect(directives['script-src']).toBe("'self'");
    expect(directives['connect-src']).toBe("'self'");
    expect(directives['img-src']).not.toMatch(/maps\.(googleapis|gstatic)\.com/);
  });
});
