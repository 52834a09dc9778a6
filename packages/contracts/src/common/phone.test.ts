import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.ts';

describe('formatPhone', () => {
  it('writes South African numbers the local way, with the code when asked', () => {
    expect(formatPhone('+27821234567')).toBe('082 123 4567');
    expect(formatPhone('+27114471234')).toBe('011 447 1234');
    expect(formatPhone('+27825550199', { international: true })).toBe('+27 82 555 0199');
  });

  it('drops the trunk 0 a member typed after the code they picked', () => {
    expect(formatPhone('+270825550199', { international: true })).toBe('+27 82 555 0199');
    expect(formatPhone('+2330201234567', { international: true })).toBe('+233 20 123 4567');
  });

  it('groups the other countries’ numbers after their code', () => {
    expect(formatPhone('+233201234567')).toBe('+233 20 123 4567');
    expect(formatPhone('+254712345678')).toBe('+254 712 345 678');
    expect(formatPhone('+2348031234567')).toBe('+234 803 123 4567');
    expect(formatPhone('+447911123456')).toBe('+44 7911 123456');
    expect(formatPhone('+12025550123')).toBe('+1 202 555 0123');
  });

  it('shows what it does not recognise as written', () => {
    expect(formatPhone('011-447 1234 ext 2')).toBe('011-447 1234 ext 2');
    expect(formatPhone('+27 11 123 4567')).toBe('+27 11 123 4567');
    expect(formatPhone('+2782123')).toBe('+2782123');
    expect(formatPhone('+4930123456')).toBe('+4930123456');
  });
});
