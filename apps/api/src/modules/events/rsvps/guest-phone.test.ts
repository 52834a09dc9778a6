import { describe, expect, it } from 'vitest';
import { guestMobileToE164 } from './guest-phone.ts';

describe('a guest’s mobile number, typed any common way', () => {
  it.each([
    ['082 123 4567', '+27821234567'],
    ['0821234567', '+27821234567'],
    ['+27 82 123 4567', '+27821234567'],
    ['+27821234567', '+27821234567'],
    ['0027 82 123 4567', '+27821234567'],
    ['27821234567', '+27821234567'],
    ['(082) 123-4567', '+27821234567'],
    ['082-123-4567', '+27821234567'],
    ['082.123.4567', '+27821234567'],
    ['+233 24 123 4567', '+233241234567'],
    ['+233-24-123-4567', '+233241234567'],
    ['024 123 4567', '+233241234567'],
    ['0551234567', '+233551234567'],
    ['00233 20 123 4567', '+233201234567'],
    ['233241234567', '+233241234567'],
  ])('reads %s as %s', (typed, e164) => {
    expect(guestMobileToE164(typed)).toBe(e164);
  });

  it.each([
    ['a South African landline', '011 123 4567'],
    // Its digits would make a Ghanaian mobile: the code would go to a stranger in Ghana.
    ['a South African landline whose digits are a Ghanaian mobile', '027 123 4567'],
    ['a Ghanaian landline', '+233 30 212 3456'],
    ['a Nigerian mobile', '+234 803 123 4567'],
    ['a UK mobile', '+44 7911 123456'],
    ['too few digits', '082 123'],
    ['letters', '082 ABC 4567'],
    ['nothing', ''],
    ['a plus in the middle', '082+1234567'],
  ])('refuses %s', (_, typed) => {
    expect(guestMobileToE164(typed)).toBeNull();
  });
});
