import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { businessMessages, type Category } from '@akwaaba/contracts';
import { businessCategories, makeBusinessUser } from '@/testing/data';
import { gazetteerPlaces } from '@/testing/mocks/gazetteer-places';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

// The real suburb picker against the places the built-in provider knows (the API's gazetteer).
async function openCreate() {
  server.use(
    ...gazetteerPlaces(),
    http.get<never, never, { data: Category[] }>(`${API}/categories`, () =>
      HttpResponse.json({ data: businessCategories }),
    ),
  );
  const view = renderApp('/create-business', { user: makeBusinessUser() });
  expect(await screen.findByRole('heading', { name: businessMessages.formTitle })).toBeInTheDocument();
  return view;
}

describe('the business form’s suburb picker', () => {
  it.each([
    ['Yeov', 'Yeoville, Johannesburg, Gauteng', 'Johannesburg', 'Gauteng'],
    ['Sea Po', 'Sea Point, Cape Town, Western Cape', 'Cape Town', 'Western Cape'],
  ])(
    'offers the suburb for %s, and choosing it fills in its city and province',
    async (typed, place, city, province) => {
      const { user } = await openCreate();
      const picker = screen.getByRole('combobox', { name: new RegExp(`^${businessMessages.placeLabel}`) });
      await user.type(picker, typed);
      await user.click(await screen.findByRole('option', { name: place }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue(city));
      expect(screen.getByRole('textbox', { name: /^Province/ })).toHaveValue(province);
    },
  );
});
