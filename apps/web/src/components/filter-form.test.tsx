import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CITIES, type Category } from '@akwaaba/contracts';
import { CategoryFilter, CityFilter, FilterForm, FlagFilter, SearchFilter } from './filter-form';

const categories: Category[] = [{ id: 1, slug: 'food', name: 'Food', type: 'event' }];

/** A list's filter form at `path`, as a page of the app renders it. */
function filters(path: string, onSearch: (values: Record<string, string>) => void) {
  const form: ReactNode = (
    <FilterForm label="Filter events" submitLabel="Search Events" onSearch={onSearch}>
      <SearchFilter defaultValue="kente" placeholder="Search events..." />
      <CategoryFilter defaultValue={undefined} categories={categories} />
      <CityFilter defaultValue={undefined} />
      <FlagFilter label="Verified only" name="verified" defaultChecked={false} />
    </FilterForm>
  );
  return createMemoryRouter([{ path: '*', element: form }], { initialEntries: [path] });
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('a list’s filter form', () => {
  it('keeps what was typed before the app hydrated the server-rendered form, and searches with it', async () => {
    const onSearch = vi.fn();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<RouterProvider router={filters('/events', onSearch)} />);

    // Typed, picked and ticked on the server render while the app's code was still on its way.
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    search.value = 'jollof';
    screen.getByRole<HTMLSelectElement>('combobox', { name: 'City' }).value = 'Durban';
    screen.getByRole<HTMLInputElement>('checkbox', { name: 'Verified only' }).checked = true;

    root = await act(async () => hydrateRoot(container, <RouterProvider router={filters('/events', onSearch)} />));
    expect(search).toHaveValue('jollof');
    await userEvent.click(screen.getByRole('button', { name: 'Search Events' }));

    expect(onSearch).toHaveBeenCalledWith({ search: 'jollof', category: '', city: 'Durban', verified: 'true' });
    expect(search).toHaveValue('jollof');
  });

  it('sends a ticked flag as `true`, the spelling the address and the API read, also without the app', () => {
    const html = renderToString(<RouterProvider router={filters('/businesses', () => {})} />);
    expect(html).toMatch(/<input[^>]*name="verified" value="true"/);
    // A GET form to the list's own address, saying so (start-app.js leaves it to the browser): without the app the
    // browser sends it there.
    expect(html).toMatch(/<form[^>]*method="get"/);
    expect(html).not.toMatch(/<form[^>]*action=/);
  });

  it('Clear Filters is a link to the bare list that also empties what was typed', async () => {
    const router = filters('/businesses?search=kente&page=2', () => {});
    render(<RouterProvider router={router} />);
    const clear = await screen.findByRole('link', { name: 'Clear Filters' });
    expect(clear).toHaveAttribute('href', '/businesses');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' cloth');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Verified only' }));

    await userEvent.click(clear);
    expect(router.state.location.pathname + router.state.location.search).toBe('/businesses');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Verified only' })).not.toBeChecked();
  });
});

describe('CityFilter', () => {
  it('offers every city a listing can be created in, so each can be found by its city', () => {
    render(<CityFilter defaultValue={undefined} />);
    const select = screen.getByRole('combobox', { name: 'City' });
    const offered = within(select)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(offered).toEqual(['', ...CITIES.map((city) => city.value)]);
    expect(within(select).getByRole('option', { name: 'Polokwane' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Bloemfontein' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'East London' })).toBeInTheDocument();
  });
});
