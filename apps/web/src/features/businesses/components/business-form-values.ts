import {
  businessMessages,
  findCity,
  WEEKDAYS,
  type BusinessDetail,
  type BusinessInput,
  type Weekday,
} from '@akwaaba/contracts';
import type { PlaceSelection } from '@/components/place-autocomplete';
import { textOrNull } from '@/lib/form-values';

/** One weekday in the hours editor: closed, or open between two 'HH:mm' times. */
export type DayHoursValues = {
  closed: boolean;
  open: string;
  close: string;
  /** Stored text the editor cannot read as two times ('By appointment'); kept until times replace it. */
  other: string;
};

export type HoursMode = 'days' | 'unspecified';

/**
 * The business form's values as its inputs hold them ('' for empty). The address is a street line typed freely and
 * the suburb or town (`address`, where the contract's address messages land), chosen from the suggestions or typed;
 * the saved address is both ('31 Rockey Street, Yeoville'). City and province follow from a chosen place, or the
 * city is chosen from the list for a typed one; the point starts at the place and moves with the pin.
 */
export type BusinessFormValues = {
  name: string;
  description: string;
  category_id: string;
  email: string;
  phone: string;
  street: string;
  /** The suburb or town. */
  address: string;
  /** Whether `address` was chosen from the suggestions (its city and province then came with it). */
  place_chosen: boolean;
  city: string;
  province: string;
  latitude: number | '';
  longitude: number | '';
  website: string;
  contact_person: string;
  hours_mode: HoursMode;
  hours: Record<Weekday, DayHoursValues>;
};

/** The dash between the opening and closing time, as the directory shows hours ('08:00–17:00'). */
const HOURS_DASH = '–';
const HOURS_TEXT = /^(\d{1,2}):(\d{2})\s*[-–—]\s*(\d{1,2}):(\d{2})$/;

/** Hours a new listing starts from when the owner chooses to give them: they edit them before saving. */
const usualHours: Record<Weekday, DayHoursValues> = {
  monday: { closed: false, open: '08:00', close: '17:00', other: '' },
  tuesday: { closed: false, open: '08:00', close: '17:00', other: '' },
  wednesday: { closed: false, open: '08:00', close: '17:00', other: '' },
  thursday: { closed: false, open: '08:00', close: '17:00', other: '' },
  friday: { closed: false, open: '08:00', close: '17:00', other: '' },
  saturday: { closed: false, open: '08:00', close: '13:00', other: '' },
  sunday: { closed: true, open: '08:00', close: '13:00', other: '' },
};

export const emptyBusinessForm: BusinessFormValues = {
  name: '',
  description: '',
  category_id: '',
  email: '',
  phone: '',
  street: '',
  address: '',
  place_chosen: false,
  city: '',
  province: '',
  latitude: '',
  longitude: '',
  website: '',
  contact_person: '',
  hours_mode: 'unspecified',
  hours: usualHours,
};

const twoDigits = (value: string) => value.padStart(2, '0');

/** A stored day's text read back into the editor: '' is closed, 'HH:mm–HH:mm' two times, anything else kept. */
export function dayHoursFrom(text: string, day: Weekday): DayHoursValues {
  const trimmed = text.trim();
  if (!trimmed) return { ...usualHours[day], closed: true, other: '' };
  const match = HOURS_TEXT.exec(trimmed);
  if (!match) return { closed: false, open: '', close: '', other: trimmed };
  const [openHour = '', openMinute = '', closeHour = '', closeMinute = ''] = match.slice(1);
  return {
    closed: false,
    open: `${twoDigits(openHour)}:${openMinute}`,
    close: `${twoDigits(closeHour)}:${closeMinute}`,
    other: '',
  };
}

/** A day as the API stores it: '' when closed, '08:00–17:00' when open, the kept text while no times replace it. */
export function dayHoursText(day: DayHoursValues): string {
  if (day.closed) return '';
  if (!day.open && !day.close && day.other) return day.other;
  return `${day.open}${HOURS_DASH}${day.close}`;
}

/** The open day's missing time, as the editor says it; closed days and kept text need none. */
export function dayHoursErrors(day: DayHoursValues): { open?: string; close?: string } {
  if (day.closed || (!day.open && !day.close && day.other)) return {};
  return {
    ...(day.open ? {} : { open: businessMessages.openingTimeRequired }),
    ...(day.close ? {} : { close: businessMessages.closingTimeRequired }),
  };
}

/** The form filled from a stored listing, to edit it. */
export function formValuesFrom(business: BusinessDetail): BusinessFormValues {
  const hours = business.operating_hours;
  return {
    name: business.name,
    description: business.description,
    category_id: String(business.category.id),
    email: business.email ?? '',
    phone: business.phone ?? '',
    ...addressParts(business),
    place_chosen: true,
    city: business.city,
    province: business.province,
    latitude: business.latitude,
    longitude: business.longitude,
    website: business.website ?? '',
    contact_person: business.contact_person ?? '',
    hours_mode: hours ? 'days' : 'unspecified',
    hours: hours
      ? (Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursFrom(hours[day], day)])) as Record<
          Weekday,
          DayHoursValues
        >)
      : usualHours,
  };
}

/**
 * What the API is sent: the contract's fields in the body's types, blanks as null, the hours as text per day or null
 * ('Hours not specified'). No category or no chosen place is sent as 0, which the contract refuses with its message.
 */
export function toBusinessInput(values: BusinessFormValues): BusinessInput {
  return {
    name: values.name,
    description: values.description,
    category_id: Number(values.category_id),
    email: textOrNull(values.email),
    phone: textOrNull(values.phone),
    address: savedAddress(values.street, values.address),
    city: values.city,
    province: values.province,
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    website: textOrNull(values.website),
    contact_person: textOrNull(values.contact_person),
    operating_hours:
      values.hours_mode === 'days'
        ? (Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursText(values.hours[day])])) as Record<Weekday, string>)
        : null,
  };
}

/** The address as saved and shown: the street line, then the suburb or town; nothing without the place. */
export function savedAddress(street: string, place: string): string {
  const suburb = place.trim();
  return suburb ? [street.trim(), suburb].filter(Boolean).join(', ') : '';
}

/**
 * A stored address split back into its street line and place. The last part is the place, once a trailing province
 * and (after a suburb) city are set aside: older listings saved 'Soweto, Johannesburg, Gauteng'.
 */
export function addressParts({
  address,
  city,
  province,
}: Pick<BusinessDetail, 'address' | 'city' | 'province'>): Pick<BusinessFormValues, 'street' | 'address'> {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && parts.at(-1) === province) parts.pop();
  if (parts.length > 1 && parts.at(-1) === city) parts.pop();
  return { street: parts.slice(0, -1).join(', '), address: parts.at(-1) ?? '' };
}

type PlaceFields = Pick<BusinessFormValues, 'place_chosen' | 'city' | 'province' | 'latitude' | 'longitude'>;

/**
 * The place fields from a chosen suggestion; when the place is typed instead, nothing is known of it yet (its city
 * is then chosen from the list).
 */
export function placeFields(place: PlaceSelection | null): PlaceFields {
  return place
    ? {
        place_chosen: true,
        city: place.city,
        province: place.province,
        latitude: place.latitude,
        longitude: place.longitude,
      }
    : { place_chosen: false, city: '', province: '', latitude: '', longitude: '' };
}

/** A typed place's city, chosen from the list: its province, and its centre as the pin's start. */
export function cityFields(value: string): PlaceFields {
  const city = findCity(value);
  return city
    ? { place_chosen: false, city: city.value, province: city.province, latitude: city.lat, longitude: city.lon }
    : placeFields(null);
}

/** 'kofis.co.za' as people type a website, made a link ('https://kofis.co.za'); anything else is left to the rules. */
export function withWebScheme(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return value;
  return /^[\w-]+(\.[\w-]+)+([/?#]\S*)?$/.test(trimmed) ? `https://${trimmed}` : value;
}
