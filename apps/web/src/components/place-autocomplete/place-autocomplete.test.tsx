import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import {
  PLACES_DEBOUNCE_MS,
  placeMessages,
  type ErrorResponse,
  type PlaceDetailResponse,
  type PlacesSettings,
  type PlacesSettingsResponse,
  type PlaceSuggestion,
  type PlaceSuggestionsResponse,
} from '@akwaaba/contracts';
import { queryClient } from '@/lib/query-client';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { selectionFromGooglePlace } from './google-places';
import { PlaceAutocomplete, type PlaceAutocompleteProps } from './index';

// The Maps JavaScript API cannot load here: the loader hands over the page's google.maps.places, which a test fakes.
vi.mock('@googlemaps/js-api-loader', () => ({
  setOptions: vi.fn(),
  importLibrary: vi.fn(async () => (window as unknown as { google: { maps: { places: unknown } } }).google.maps.places),
}));

const soweto: PlaceSuggestion = {
  id: 'soweto-gauteng',
  name: 'Soweto',
  description: 'Soweto, Johannesburg, Gauteng',
  city: 'Johannesburg',
  province: 'Gauteng',
};
const sowetoDetail = {
  id: soweto.id,
  name: 'Soweto',
  city: 'Johannesburg',
  province: 'Gauteng',
  latitude: -26.26781,
  longitude: 27.85849,
};
const gqeberha: PlaceSuggestion = {
  id: 'gqeberha-eastern-cape',
  name: 'Gqeberha',
  description: 'Gqeberha (Port Elizabeth), Eastern Cape',
  city: 'Gqeberha',
  province: 'Eastern Cape',
};

/** The places API as the server answers it; every autocomplete query is kept, in order. */
function servePlaces(
  options: { settings?: PlacesSettings; suggestions?: PlaceSuggestion[]; detailStatus?: number } = {},
) {
  const queries: string[] = [];
  server.use(
    http.get<never, never, PlacesSettingsResponse>(`${API}/places/settings`, () =>
      HttpResponse.json({ data: options.settings ?? { provider: 'builtin', google_maps_api_key: null } }),
    ),
    http.get<never, never, PlaceSuggestionsResponse>(`${API}/places/autocomplete`, ({ request }) => {
      queries.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json({ data: options.suggestions ?? [soweto, gqeberha] });
    }),
    http.get<{ id: string }, never, PlaceDetailResponse | ErrorResponse>(`${API}/places/:id`, ({ params }) =>
      options.detailStatus
        ? HttpResponse.json({ message: 'Server Error' }, { status: options.detailStatus })
        : params.id === soweto.id
          ? HttpResponse.json({ data: sowetoDetail })
          : HttpResponse.json({ message: placeMessages.notFound }, { status: 404 }),
    ),
  );
  return queries;
}

function renderField(props: Partial<PlaceAutocompleteProps> = {}, user = userEvent.setup()) {
  const onSelect = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <PlaceAutocomplete id="business-address" name="address" label="Address" onSelect={onSelect} {...props} />
    </QueryClientProvider>,
  );
  return { onSelect, user, input: () => screen.getByRole('combobox', { name: /^Address/ }) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('PlaceAutocomplete with the built-in gazetteer', () => {
  it(`asks once, ${PLACES_DEBOUNCE_MS} ms after the last key, for what was typed quickly`, async () => {
    const queries = servePlaces();
    const { input } = renderField();
    // The settings arrive first, as on a page that has been open a moment.
    await waitFor(() => expect(queryClient.getQueryData(['places', 'settings'])).toBeDefined());

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Key by key with no pause between (user-event waits on timeouts of its own, which a fake clock would hold).
    for (const typed of ['s', 'so', 'sow', 'sowe', 'sowet']) fireEvent.change(input(), { target: { value: typed } });
    expect(screen.getByRole('status')).toHaveTextContent(placeMessages.searching);
    await act(() => vi.advanceTimersByTimeAsync(PLACES_DEBOUNCE_MS - 1));
    expect(queries).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    // vi.waitFor moves the fake clock on as it waits, so the cache's notifications (timeouts) run.
    await vi.waitFor(() => expect(screen.getByRole('option', { name: soweto.description })).toBeInTheDocument());
    expect(queries).toEqual(['sowet']);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('chooses a suggestion with the keyboard and hands the form its city, province and coordinates', async () => {
    servePlaces();
    const { input, onSelect, user } = renderField();
    await user.type(input(), 'sow');
    const listbox = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    expect(input()).toHaveAttribute('aria-controls', listbox.id);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const first = screen.getByRole('option', { name: soweto.description });
    expect(input()).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith({
        address: 'Soweto, Johannesburg, Gauteng',
        name: 'Soweto',
        city: 'Johannesburg',
        province: 'Gauteng',
        latitude: -26.26781,
        longitude: 27.85849,
      }),
    );
    expect(input()).toHaveValue('Soweto, Johannesburg, Gauteng');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('chooses a suggestion with the mouse', async () => {
    servePlaces();
    const { input, onSelect, user } = renderField();
    await user.type(input(), 'sow');
    await user.click(await screen.findByRole('option', { name: soweto.description }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ city: 'Johannesburg' })));
  });

  it('clears the choice when the address is typed over, so the form can ask for a suggestion', async () => {
    servePlaces();
    const { input, onSelect, user } = renderField();
    await user.type(input(), 'sow');
    await user.click(await screen.findByRole('option', { name: soweto.description }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));

    await user.type(input(), 'x');
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('counts the address it was given as chosen until it is typed over', async () => {
    const queries = servePlaces();
    const { input, onSelect, user } = renderField({ initialValue: 'Soweto, Johannesburg, Gauteng' });
    expect(input()).toHaveValue('Soweto, Johannesburg, Gauteng');
    await user.click(input());
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();

    await user.type(input(), '{Backspace}');
    expect(onSelect).toHaveBeenCalledWith(null);
    await screen.findByRole('option', { name: soweto.description });
    expect(queries).toEqual(['Soweto, Johannesburg, Gauten']);
  });

  it('shows the form’s message under the field, tied to it', async () => {
    servePlaces();
    const { input } = renderField({ error: placeMessages.selectFromSuggestions, required: true });
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(placeMessages.selectFromSuggestions);
    expect(input()).toHaveAttribute('aria-required', 'true');
  });

  it('toasts when the chosen place’s location cannot be had, and chooses nothing', async () => {
    servePlaces({ detailStatus: 500 });
    const { input, onSelect, user } = renderField();
    await user.type(input(), 'sow');
    await user.click(await screen.findByRole('option', { name: soweto.description }));
    expect(await screen.findByText(placeMessages.locationFailed)).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('says when nothing matches, and asks nothing for one character', async () => {
    const queries = servePlaces({ suggestions: [] });
    const { input, user } = renderField();
    await user.type(input(), 'z');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.type(input(), 'z');
    expect(await screen.findByText(placeMessages.noMatches)).toBeInTheDocument();
    expect(queries).toEqual(['zz']);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the suggestions with Escape and keeps what was typed', async () => {
    servePlaces();
    const { input, user } = renderField();
    await user.type(input(), 'sow');
    await screen.findByRole('option', { name: soweto.description });
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(input()).toHaveValue('sow');
  });
});

describe('PlaceAutocomplete with Google Places', () => {
  it('shows the Configuration Error notice instead of the field when Google has no key', async () => {
    servePlaces({ settings: { provider: 'google', google_maps_api_key: null } });
    renderField();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(placeMessages.configurationErrorTitle);
    expect(alert).toHaveTextContent(placeMessages.configurationError);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('suggests South African places from Google and fills the city from the metro, the province and the point', async () => {
    servePlaces({ settings: { provider: 'google', google_maps_api_key: 'browser-key' } });
    const fetchFields = vi.fn(async () => undefined);
    const sandton = {
      addressComponents: [
        { longText: 'Sandton', types: ['sublocality', 'political'] },
        { longText: 'Sandton', types: ['locality', 'political'] },
        { longText: 'City of Johannesburg Metropolitan Municipality', types: ['administrative_area_level_2'] },
        { longText: 'Gauteng', types: ['administrative_area_level_1', 'political'] },
        { longText: 'South Africa', types: ['country', 'political'] },
      ],
      formattedAddress: 'Sandton, 2196, South Africa',
      location: { lat: () => -26.10757, lng: () => 28.0567 },
      fetchFields,
    };
    const fetchAutocompleteSuggestions = vi.fn(async (_request: { input: string; includedRegionCodes: string[] }) => ({
      suggestions: [
        {
          placePrediction: {
            placeId: 'ChIJ-sandton',
            mainText: { text: 'Sandton' },
            text: { text: 'Sandton, Johannesburg, South Africa' },
            toPlace: () => sandton,
          },
        },
      ],
    }));
    Object.assign(window, {
      google: {
        maps: {
          places: {
            AutocompleteSuggestion: { fetchAutocompleteSuggestions },
            AutocompleteSessionToken: vi.fn(),
            Place: vi.fn(),
          },
        },
      },
    });

    const { input, onSelect, user } = renderField();
    await user.type(await screen.findByRole('combobox', { name: /^Address/ }), 'sandt');
    await user.click(await screen.findByRole('option', { name: 'Sandton, Johannesburg, South Africa' }));

    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith({
        address: 'Sandton, 2196, South Africa',
        name: 'Sandton',
        city: 'Johannesburg',
        province: 'Gauteng',
        latitude: -26.10757,
        longitude: 28.0567,
      }),
    );
    expect(input()).toHaveValue('Sandton, 2196, South Africa');
    expect(setOptions).toHaveBeenCalledWith(expect.objectContaining({ key: 'browser-key' }));
    expect(importLibrary).toHaveBeenCalledWith('places');
    expect(fetchAutocompleteSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchAutocompleteSuggestions.mock.calls[0]![0]).toMatchObject({
      input: 'sandt',
      includedRegionCodes: ['za'],
    });
    expect(fetchFields).toHaveBeenCalledWith({ fields: ['addressComponents', 'formattedAddress', 'location'] });
  });

  it('takes the spec’s name for a city Google calls otherwise, and the locality elsewhere', () => {
    const place = (locality: string, province: string) => ({
      addressComponents: [
        { longText: locality, types: ['locality'] },
        { longText: province, types: ['administrative_area_level_1'] },
      ] as google.maps.places.AddressComponent[],
      formattedAddress: '',
      location: { lat: () => -33.9, lng: () => 25.6 } as google.maps.LatLng,
    });
    expect(selectionFromGooglePlace(place('Port Elizabeth', 'Eastern Cape'), 'Port Elizabeth')).toMatchObject({
      address: 'Port Elizabeth',
      city: 'Gqeberha',
      province: 'Eastern Cape',
    });
    expect(selectionFromGooglePlace(place('Stellenbosch', 'Western Cape'), 'Stellenbosch').city).toBe('Stellenbosch');
    expect(() => selectionFromGooglePlace({ ...place('Nowhere', ''), location: null }, 'Nowhere')).toThrow();
  });
});
