import { describe, expect, it } from 'vitest';
import {
  addressParts,
  dayHoursErrors,
  dayHoursFrom,
  dayHoursText,
  savedAddress,
  withWebScheme,
} from './business-form-values';

describe('business hours in the form', () => {
  it('reads stored hours back as two times, however the dash and hour were written', () => {
    expect(dayHoursFrom('08:00–17:00', 'monday')).toEqual({ closed: false, open: '08:00', close: '17:00', other: '' });
    expect(dayHoursFrom(' 8:30 - 17:00 ', 'monday')).toEqual({
      closed: false,
      open: '08:30',
      close: '17:00',
      other: '',
    });
  });

  it('reads an empty day as closed and keeps text it cannot read', () => {
    expect(dayHoursFrom('', 'sunday').closed).toBe(true);
    expect(dayHoursFrom('By appointment', 'friday')).toEqual({
      closed: false,
      open: '',
      close: '',
      other: 'By appointment',
    });
  });

  it('writes a day as the directory shows it, closed as empty, kept text until times replace it', () => {
    expect(dayHoursText({ closed: false, open: '07:30', close: '18:00', other: '' })).toBe('07:30–18:00');
    expect(dayHoursText({ closed: true, open: '07:30', close: '18:00', other: '' })).toBe('');
    expect(dayHoursText({ closed: false, open: '', close: '', other: 'By appointment' })).toBe('By appointment');
    expect(dayHoursText({ closed: false, open: '09:00', close: '12:00', other: 'By appointment' })).toBe('09:00–12:00');
  });

  it('asks an open day for the time it lacks', () => {
    expect(dayHoursErrors({ closed: false, open: '08:00', close: '', other: '' })).toEqual({
      close: 'Enter a closing time, or tick Closed.',
    });
    expect(dayHoursErrors({ closed: true, open: '', close: '', other: '' })).toEqual({});
    expect(dayHoursErrors({ closed: false, open: '', close: '', other: 'By appointment' })).toEqual({});
  });
});

describe('withWebScheme', () => {
  it('makes a typed domain a link', () => {
    expect(withWebScheme('kofis.co.za')).toBe('https://kofis.co.za');
    expect(withWebScheme(' www.kofis.co.za/menu ')).toBe('https://www.kofis.co.za/menu');
  });

  it('leaves links, blanks and anything that is not a domain alone', () => {
    expect(withWebScheme('http://kofis.co.za')).toBe('http://kofis.co.za');
    expect(withWebScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(withWebScheme('')).toBe('');
    expect(withWebScheme('Kofi Kitchen')).toBe('Kofi Kitchen');
  });
});

describe('the address in the form', () => {
  it('saves the street line then the suburb or town, and nothing without the place', () => {
    expect(savedAddress(' 31 Rockey Street ', 'Yeoville ')).toBe('31 Rockey Street, Yeoville');
    expect(savedAddress('', 'Yeoville')).toBe('Yeoville');
    expect(savedAddress('31 Rockey Street', '  ')).toBe('');
  });

  it('splits a stored address back into its street line and place, older forms too', () => {
    const at = (address: string) => addressParts({ address, city: 'Johannesburg', province: 'Gauteng' });
    expect(at('31 Rockey Street, Yeoville')).toEqual({ street: '31 Rockey Street', address: 'Yeoville' });
    expect(at('Soweto, Johannesburg, Gauteng')).toEqual({ street: '', address: 'Soweto' });
    expect(at('Johannesburg, Gauteng')).toEqual({ street: '', address: 'Johannesburg' });
    expect(at('Shop 4, 12 Bree Street, Newtown')).toEqual({ street: 'Shop 4, 12 Bree Street', address: 'Newtown' });
  });
});
