import { describe, expect, it } from 'vitest';
import { addressWithCity, telHref } from './format';

describe('addressWithCity', () => {
  it('adds the city to a street address', () => {
    expect(addressWithCity('88 Main Road, Sea Point', 'Cape Town')).toBe('88 Main Road, Sea Point, Cape Town');
  });

  it('does not name the city twice when the chosen place already carries it', () => {
    expect(addressWithCity('Braamfontein, Johannesburg, Gauteng', 'Johannesburg')).toBe(
      'Braamfontein, Johannesburg, Gauteng',
    );
    expect(addressWithCity('Summerstrand, Port Elizabeth, Eastern Cape', 'Gqeberha')).toBe(
      'Summerstrand, Port Elizabeth, Eastern Cape',
    );
  });

  it('shows a city by its label', () => {
    expect(addressWithCity('5 Beach Road, Summerstrand', 'Gqeberha')).toBe(
      '5 Beach Road, Summerstrand, Gqeberha (Port Elizabeth)',
    );
  });
});

describe('telHref', () => {
  it('keeps only the digits and the leading plus a tel: link needs', () => {
    expect(telHref('+27 11 123 4567')).toBe('tel:+27111234567');
    expect(telHref('(011) 447-1234')).toBe('tel:0114471234');
  });
});
