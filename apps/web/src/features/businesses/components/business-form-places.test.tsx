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

  it('fills city, province and coordinates from the chosen suggestion and sends them', async () => {
    servePlaces();
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
    const { user, router } = renderApp('/create-business', { user: makeBusinessUser() });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('11'));
    await user.type(screen.getByLabelText(/^Business name/), 'Kofi’s Kitchen');
    await user.type(screen.getByLabelText(/^Description/), 'Jollof, waakye and kelewele.');

    const address = screen.getByRole('combobox', { name: /^Address/ });
    await user.type(address, 'Braam');
    await user.click(await screen.findByRole('option', { name: 'Braamfontein, Johannesburg, Gauteng' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Johannesburg'));
    expect(screen.getByLabelText('Province')).toHaveValue('Gauteng');

    await user.click(screen.getByRole('button', { name: 'Create Business' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/my-businesses'));
    expect(bodies).toEqual([
      expect.objectContaining({
        address: 'Braamfontein, Johannesburg, Gauteng',
        city: 'Johannesburg',
        province: 'Gauteng',
        latitude: -26.1929,
        longitude: 28.0341,
      }),
    ]);
  });

  it('clears the place when the address is typed over, and asks for a suggestion', async () => {
    servePlaces();
    const { user } = renderApp('/create-business', { user: makeBusinessUser() });
    const address = await screen.findByRole('combobox', { name: /^Address/ });
    await user.type(address, 'Braam');
    await user.click(await screen.findByRole('option', { name: 'Braamfontein, Johannesburg, Gauteng' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Johannesburg'));

    await user.type(address, ' Street 5');
    expect(screen.getByLabelText('City')).toHaveValue('');
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
