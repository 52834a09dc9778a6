import { describe, expect, it } from 'vitest';
import { numberOrNull, textOrNull } from './form-values';

describe('textOrNull', () => {
  it('sends a field left blank, or only spaces, as null', () => {
    expect(textOrNull('')).toBeNull();
    expect(textOrNull('   ')).toBeNull();
  });

  it('sends typed text as typed (the contract trims it)', () => {
    expect(textOrNull(' Zoo Lake ')).toBe(' Zoo Lake ');
  });
});

describe('numberOrNull', () => {
  it('sends a number input left blank as null', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull(' ')).toBeNull();
  });

  it('sends the number typed', () => {
    expect(numberOrNull('80')).toBe(80);
    expect(numberOrNull('35000.50')).toBe(35000.5);
  });

  it('sends text that is no number as NaN, for the contract to refuse', () => {
    expect(numberOrNull('eighty')).toBeNaN();
  });
});
