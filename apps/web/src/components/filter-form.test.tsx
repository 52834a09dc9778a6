import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { CITIES } from '@akwaaba/contracts';
import { CityFilter } from './filter-form';

describe('CityFilter', () => {
  it('offers every city a listing can be created in, so each can be found by its city', () => {
    render(<CityFilter value="" onChange={() => {}} />);
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
