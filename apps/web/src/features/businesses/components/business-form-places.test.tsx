import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  businessMessages,
  placeMessages,
  type PlaceDetailResponse,
  type PlacesSettingsResponse,
  type PlaceSuggestionsResponse,
} from '@akwaaba/contracts';
import { businessCategories, makeBusinessDetail, makeBusinessUser, makeList } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

// The listing form with the real address field, against the places API as our server answers it.

function servePlaces(settings: PlacesSettingsResponse['data'] = { provider: 'builtin', google_maps_api_key: null }) {
  server.use(
    http.get(`${API}/categories`, () => HttpResponse.json({ data: businessCategories })),
    http.get<never, never, PlacesSettingsResponse>(`${API}/places/settings`, () =>
      HttpResponse.json({ data: settings }),
    ),
    http.get<never, never, PlaceSuggestionsResponse>(`${API}/places/autocomplete`, () =>
      HttpResponse.json({
        data: [
          {
            id: 'za-braamfontein',
            name: 'Braamfontein',
            description: 'Braamfontein, Johannesburg, Gauteng',
            city: 'Johannesburg',
            province: 'Gauteng',
          },
        ],
      }),
    ),
    http.get<{ id: string }, never, PlaceDetailResponse>(`${API}/places/:id`, ({ params }) =>
      HttpResponse.json({
        data: {
          id: params.id,
          name: 'Braamfontein',
          city: 'Johannesburg',
          province: 'Gauteng',
          latitude: -26.1929,
          longitude: 28.0341,
        },
      }),
    ),
  );
}

describe('Business form address', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Where a saved listing leads.
    server.use(http.get(`${API}/my/businesses`, () => HttpResponse.json(makeList([]))));
  });
  afterEach(() => vi.restoreAllMocks());

  function captureCreate() {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/businesses`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { data: makeBusinessDetail({ is_owner: true, status: 'pending' }), message: businessMessages.created },
          { status: 201 },
        );
      }),
    );
    return bodies;
  }

  async function fillDetails(user: ReturnType<typeof renderApp>['user']) {
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('11'));
    await user.type(screen.getByLabelText(/^Business name/), 'Kofi’s Kitchen');
    await user.type(screen.getByLabelText(/^Description/), 'Jollof, waakye and kelewele.');
  }

  it('saves the street line and the chosen suburb as the address, with the place’s city, province and point', async () => {
    servePlaces();
    const bodies = captureCreate();
    const { user, router } = renderApp('/create-business', { user: makeBusinessUser() });
    await fillDetails(user);

    await user.type(screen.getByLabelText(businessMessages.streetLabel), '14 Juta Street');
    await user.type(screen.getByRole('combobox', { name: /^Suburb or town/ }), 'Braam');
    await user.click(await screen.findByRole('option', { name: 'Braamfontein, Johannesburg, Gauteng' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Johannesburg'));
    expect(screen.getByLabelText('City')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Province')).toHaveValue('Gauteng');
    // The pin starts at the place.
    expect(await screen.findByRole('button', { name: businessMessages.pinMarker })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Business' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/my-businesses'));
    expect(bodies).toEqual([
      expect.objectContaining({
        address: '14 Juta Street, Braamfontein',
        city: 'Johannesburg',
        province: 'Gauteng',
        latitude: -26.1929,
        longitude: 28.0341,
      }),
    ]);
  });

  it('keeps a suburb the lookup does not know, takes its city from the list, and the point from the pin moved by keyboard', async () => {
    servePlaces();
    server.use(
      http.get<never, never, PlaceSuggestionsResponse>(`${API}/places/autocomplete`, () =>
        HttpResponse.json({ data: [] }),
      ),
    );
    const bodies = captureCreate();
    const { user, router } = renderApp('/create-business', { user: makeBusinessUser() });
    await fillDetails(user);

    await user.type(screen.getByLabelText(businessMessages.streetLabel), '14 Rockey Street');
    await user.type(screen.getByRole('combobox', { name: /^Suburb or town/ }), 'Yeoville');
    expect(await screen.findByText(placeMessages.noMatchesKeepTyped)).toBeInTheDocument();

    // Without its city the place is not refused: the city is asked for.
    await user.click(screen.getByRole('button', { name: 'Create Business' }));
    expect(await screen.findByText(businessMessages.cityRequired)).toBeInTheDocument();
    expect(screen.queryByText(businessMessages.addressRequired)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Johannesburg');
    expect(screen.getByLabelText('Province')).toHaveValue('Gauteng');
    const pin = await screen.findByRole('button', { name: businessMessages.pinMarker });
    pin.focus();
    await user.keyboard('{ArrowUp}{ArrowRight}');

    await user.click(screen.getByRole('button', { name: 'Create Business' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/my-businesses'));
    expect(bodies).toEqual([
      expect.objectContaining({
        address: '14 Rockey Street, Yeoville',
        city: 'Johannesburg',
        province: 'Gauteng',
        latitude: -26.2039,
        longitude: 28.0475,
      }),
    ]);
  });

  it('asks for the place when none is given, whatever the street line', async () => {
    servePlaces();
    const { user } = renderApp('/create-business', { user: makeBusinessUser() });
    await user.type(await screen.findByLabelText(businessMessages.streetLabel), '14 Rockey Street');
    await user.click(screen.getByRole('button', { name: 'Create Business' }));
    expect(await screen.findByText(businessMessages.addressRequired)).toBeInTheDocument();
  });

  it("shows the spec's Configuration Error when the site uses Google without a key", async () => {
    servePlaces({ provider: 'google', google_maps_api_key: null });
    renderApp('/create-business', { user: makeBusinessUser() });
    expect(await screen.findByText(placeMessages.configurationErrorTitle)).toBeInTheDocument();
    expect(screen.getByText(placeMessages.configurationError)).toBeInTheDocument();
  });
});
