import sharp from 'sharp';
import {
  type City,
  type Clock,
  CLOCKS,
  EVENT_IMAGE_MAX_PIXELS,
  findEventPlace,
  type GhanaTown,
  saDateOf,
  saMidnight,
} from '@akwaaba/contracts';
import type { Database } from '../db/client.ts';
import { addDays } from '../lib/clock.ts';
import { storeImage } from '../lib/images.ts';
import { createEventsRepository } from '../modules/events/events.repository.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import type { Services } from '../services.ts';
import { AMA, KOFI, KWAME, NANA, YAW } from './demo-members.ts';

interface DemoEvent {
  title: string;
  description: string;
  category: string;
  organizer: string;
  /** Where it is held: its start hour is on that clock (South Africa's unless said). */
  heldIn?: Clock;
  city: City | GhanaTown | null;
  venue: string | null;
  address?: string;
  virtualUrl?: string;
  /** Days from today (negative: already happened) and the local start hour. */
  day: number;
  hour: number;
  hours: number;
  price?: string;
  capacity?: number;
  /** Attendees reconfirm this many hours before (decision 037). */
  reconfirmHours?: number;
  info?: string;
  status?: 'approved' | 'pending';
  image?: readonly [string, string, string];
}

const RED = '#CE1126';
const GOLD = '#FCD116';
const GREEN = '#006B3F';
const BLACK = '#1C1917';

/** Ghanaian community life in South African cities, past and upcoming. */
const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Ghana Independence Day Celebration',
    description:
      'Celebrate 70 years of Ghanaian independence with music, dancing, jollof and kelewele at Zoo Lake. Wear your kente, bring the family and meet the community.',
    category: 'cultural-celebrations',
    organizer: NANA,
    city: 'Johannesburg',
    venue: 'Zoo Lake Gardens',
    address: 'Prince of Wales Dr, Parkview',
    day: 105,
    hour: 11,
    hours: 7,
    price: '100.00',
    capacity: 800,
    info: 'Children under 12 enter free. Parking at the Zoo Lake sports club.',
    image: [RED, GOLD, GREEN],
  },
  {
    title: 'Akwaaba Networking Evening — Sandton',
    description:
      'An evening for Ghanaian professionals and entrepreneurs in Gauteng: short talks, speed networking and small chops. Bring business cards.',
    category: 'networking-and-business',
    organizer: KOFI,
    city: 'Johannesburg',
    venue: 'The Business Hub, Sandton',
    address: '5 Rivonia Rd, Sandhurst',
    day: 9,
    hour: 18,
    hours: 3,
    price: '150.00',
    capacity: 60,
    image: [GREEN, GOLD, BLACK],
  },
  {
    title: 'Harvest Thanksgiving Service',
    description:
      'Annual harvest and thanksgiving service of the Ghanaian Methodist fellowship in Pretoria, followed by a bazaar with Ghanaian food and crafts.',
    category: 'church-and-faith',
    organizer: KOFI,
    city: 'Pretoria',
    venue: 'Wesley Methodist Church',
    address: 'Church St, Arcadia',
    day: 16,
    hour: 9,
    hours: 5,
    image: [GOLD, GREEN, RED],
  },
  {
    title: 'Sunday Football: Black Stars Supporters League',
    description:
      'Five-a-side football every month for Ghanaian supporters clubs in Johannesburg. Teams of six, all levels welcome; register your team at the gate.',
    category: 'sports-and-fitness',
    organizer: KOFI,
    city: 'Johannesburg',
    venue: 'Wits Sports Fields',
    address: 'Jan Smuts Ave, Braamfontein',
    day: 3,
    hour: 9,
    hours: 4,
    capacity: 72,
    image: [BLACK, GOLD, RED],
  },
  {
    title: 'Jollof Festival Cape Town',
    description:
      'Ghana vs the rest: taste jollof from ten home cooks and restaurants, vote for the best pot and dance to highlife and afrobeats into the evening.',
    category: 'food-and-music',
    organizer: AMA,
    city: 'Cape Town',
    venue: 'The Old Biscuit Mill',
    address: '373-375 Albert Rd, Woodstock',
    day: 23,
    hour: 12,
    hours: 6,
    price: '180.00',
    capacity: 400,
    image: [RED, GOLD, BLACK],
  },
  {
    title: 'Kente Weaving Workshop',
    description:
      'Learn the history and meaning of kente patterns and weave a small strip yourself on a traditional loom, guided by a weaver from Bonwire.',
    category: 'education-and-workshops',
    organizer: NANA,
    city: 'Johannesburg',
    venue: 'Kente Corner Studio',
    address: '44 Stanley Ave, Milpark',
    day: 12,
    hour: 10,
    hours: 3,
    price: '350.00',
    capacity: 12,
    reconfirmHours: 12,
    info: 'All materials included. Places are limited to twelve.',
    image: [GOLD, RED, GREEN],
  },
  {
    title: 'Durban Ghanaian Families Picnic',
    description:
      'Bring a blanket and a dish to share: games for the children, a tug-of-war between the regions and good company by the sea.',
    category: 'family-and-community',
    organizer: KWAME,
    city: 'Durban',
    venue: 'Mitchell Park',
    address: 'Innes Rd, Morningside',
    day: 30,
    hour: 11,
    hours: 5,
    image: [GREEN, RED, GOLD],
  },
  {
    title: 'Homowo Festival Celebration',
    description:
      'The Ga harvest festival, celebrated in Johannesburg: kpokpoi, drumming and the traditional sprinkling, with elders explaining its meaning to the young ones.',
    category: 'cultural-celebrations',
    organizer: NANA,
    city: 'Johannesburg',
    venue: 'Ghana Community Hall, Yeoville',
    address: '23 Raleigh St, Yeoville',
    day: 40,
    hour: 13,
    hours: 6,
    price: '50.00',
    image: [GOLD, BLACK, RED],
  },
  {
    title: 'CV Clinic for Newcomers',
    description:
      'Recruiters and HR professionals from the community review your CV and explain how hiring works in South Africa, including work permits and SAQA evaluations.',
    category: 'education-and-workshops',
    organizer: YAW,
    city: null,
    venue: null,
    virtualUrl: 'https://meet.jit.si/akwaaba-cv-clinic',
    day: 6,
    hour: 19,
    hours: 2,
    capacity: 40,
    image: [GREEN, BLACK, GOLD],
  },
  {
    title: 'Charity Run for Korle Bu Children’s Ward',
    description:
      'A 5 km fun run and 10 km race along the Sea Point promenade raising funds for the children’s ward of Korle Bu Teaching Hospital in Accra.',
    category: 'charity-and-volunteering',
    organizer: AMA,
    city: 'Cape Town',
    venue: 'Sea Point Promenade',
    address: 'Beach Rd, Sea Point',
    day: 47,
    hour: 7,
    hours: 3,
    price: '120.00',
    capacity: 300,
    image: [RED, GREEN, GOLD],
  },
  {
    title: 'Highlife Night with the Accra Sounds Band',
    description:
      'A night of classic highlife — E.T. Mensah to Amakye Dede — with a live band, a dance floor and Ghanaian food at the bar.',
    category: 'food-and-music',
    organizer: AMA,
    city: 'Cape Town',
    venue: 'Ama’s Kitchen Courtyard',
    address: '12 Bree St, Cape Town City Centre',
    day: 19,
    hour: 19,
    hours: 5,
    price: '200.00',
    capacity: 120,
    image: [BLACK, RED, GOLD],
  },
  {
    title: 'Small Business Tax Workshop',
    description:
      'Provisional tax, VAT registration and SARS eFiling explained for small business owners, with time for questions.',
    category: 'networking-and-business',
    organizer: KOFI,
    city: 'Pretoria',
    venue: 'Hatfield Square Conference Room',
    address: '1115 Burnett St, Hatfield',
    day: 26,
    hour: 17,
    hours: 2,
    price: '0.00',
    capacity: 50,
    image: [GREEN, GOLD, RED],
  },
  {
    title: 'Twi Classes for Children',
    description:
      'Saturday morning Twi lessons for children aged 5 to 12: songs, stories and games so the next generation keeps the language.',
    category: 'education-and-workshops',
    organizer: NANA,
    city: 'Johannesburg',
    venue: 'Ghana Community Hall, Yeoville',
    address: '23 Raleigh St, Yeoville',
    day: 5,
    hour: 9,
    hours: 2,
    capacity: 25,
  },
  {
    title: 'Gqeberha Community Braai and Meet-up',
    description:
      'The Eastern Cape Ghanaian community meets for a braai, chichinga skewers and a chat. Newcomers to the Bay are especially welcome.',
    category: 'family-and-community',
    organizer: KWAME,
    city: 'Gqeberha',
    venue: 'Happy Valley Picnic Area',
    address: 'Beach Rd, Humewood',
    day: 34,
    hour: 12,
    hours: 5,
  },
  {
    title: 'Akwaaba Tech Meet-up',
    description:
      'Developers, designers and founders from the community show what they are building. Three short talks, then drinks.',
    category: 'networking-and-business',
    organizer: YAW,
    city: 'Johannesburg',
    venue: 'Braamfontein Tech Hub',
    address: '73 Juta St, Braamfontein',
    day: 14,
    hour: 18,
    hours: 3,
    capacity: 80,
    status: 'pending',
  },
  {
    title: 'Gospel Praise Night',
    description:
      'An evening of gospel music in Twi, Ga and English with choirs from three Ghanaian churches in Pretoria.',
    category: 'church-and-faith',
    organizer: KOFI,
    city: 'Pretoria',
    venue: 'Pentecost Church Sunnyside',
    address: 'Esselen St, Sunnyside',
    day: 51,
    hour: 18,
    hours: 3,
    image: [GOLD, GREEN, BLACK],
  },
  {
    title: 'Volunteer Day at the Soup Kitchen',
    description:
      'Help the Hillbrow community kitchen cook and serve 500 meals. Aprons and gloves provided; bring your energy.',
    category: 'charity-and-volunteering',
    organizer: NANA,
    city: 'Johannesburg',
    venue: 'Hillbrow Community Kitchen',
    address: 'Pretoria St, Hillbrow',
    day: 8,
    hour: 8,
    hours: 5,
    capacity: 30,
  },
  {
    title: 'Black Stars Watch Party',
    description: 'Watch the Black Stars’ qualifier on the big screen with fellow supporters. Wear red, gold and green!',
    category: 'sports-and-fitness',
    organizer: AMA,
    city: 'Cape Town',
    venue: 'Ama’s Kitchen Courtyard',
    address: '12 Bree St, Cape Town City Centre',
    day: 2,
    hour: 17,
    hours: 3,
    price: '60.00',
    capacity: 90,
    image: [RED, GOLD, GREEN],
  },
  {
    title: 'Durban Waakye Morning',
    description:
      'Waakye with all the toppings — shito, gari, wele and egg — cooked by community members, for breakfast by the beachfront.',
    category: 'food-and-music',
    organizer: KWAME,
    city: 'Durban',
    venue: 'Moses Mabhida People’s Park',
    address: '44 Isaiah Ntshangase Rd, Stamford Hill',
    day: 58,
    hour: 8,
    hours: 3,
    price: '70.00',
  },
  {
    title: 'Investing Back Home: Property in Ghana',
    description:
      'An online session on buying land and property in Ghana from abroad: title searches, the Lands Commission and avoiding common scams.',
    category: 'networking-and-business',
    organizer: KOFI,
    city: null,
    venue: null,
    virtualUrl: 'https://meet.jit.si/akwaaba-property-ghana',
    heldIn: 'ghana',
    day: 21,
    hour: 17,
    hours: 2,
  },
  {
    title: 'Outdooring of Baby Nana Akua',
    description:
      'The Asante family of Johannesburg and Kumasi invite friends to the naming ceremony of their daughter at the family house, at dawn as custom asks, with breakfast after. Relatives in South Africa can follow on a video call.',
    category: 'cultural-celebrations',
    organizer: AMA,
    heldIn: 'ghana',
    city: 'Kumasi',
    venue: 'Asante family house, Adum',
    address: 'Off Prempeh II Street, Adum',
    day: 12,
    hour: 5,
    hours: 4,
    info: 'Bring a small gift for the baby if you wish; white is worn for the ceremony.',
  },
  // Already happened.
  {
    title: 'Republic Day Dinner',
    description:
      'A formal dinner marking Ghana’s Republic Day with speeches, awards for community volunteers and live music.',
    category: 'cultural-celebrations',
    organizer: NANA,
    city: 'Johannesburg',
    venue: 'The Maslow Hotel',
    address: 'Corner Rivonia Rd and Grayston Dr, Sandton',
    day: -140,
    hour: 18,
    hours: 5,
    price: '450.00',
    capacity: 200,
    image: [GOLD, RED, BLACK],
  },
  {
    title: 'Farmers Day Market',
    description: 'A market of Ghanaian produce and crafts: shea butter, black soap, fabrics, dried fish and spices.',
    category: 'food-and-music',
    organizer: AMA,
    city: 'Cape Town',
    venue: 'Oranjezicht City Farm',
    address: 'Granger Bay Blvd, V&A Waterfront',
    day: -20,
    hour: 9,
    hours: 5,
  },
  {
    title: 'Community Town Hall',
    description:
      'The community’s yearly town hall: the year in review, elections for the welfare committee and plans for next year.',
    category: 'family-and-community',
    organizer: KWAME,
    city: 'Pretoria',
    venue: 'Sunnyside Community Centre',
    address: 'Rissik St, Sunnyside',
    day: -45,
    hour: 14,
    hours: 3,
  },
];

/** A kente-like pattern in the event's colours: a real picture, made here, with no text to render. */
function bannerSvg([a, b, c]: readonly [string, string, string], seed: number): string {
  const stripes = Array.from({ length: 12 }, (_, i) => {
    const colour = [a, b, c, BLACK][(i + seed) % 4];
    return `<rect x="${i * 100}" y="0" width="${60 + ((i * seed) % 40)}" height="675" fill="${colour}"/>`;
  }).join('');
  const blocks = Array.from({ length: 18 }, (_, i) => {
    const colour = [b, c, a][(i + seed) % 3];
    return `<rect x="${(i % 6) * 200 + 20}" y="${Math.floor(i / 6) * 225 + 60}" width="120" height="90" fill="${colour}" opacity="0.85"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="1200" height="675" fill="${a}"/>${stripes}${blocks}<circle cx="600" cy="338" r="120" fill="${GOLD}" stroke="${BLACK}" stroke-width="14"/><polygon points="600,258 623,318 688,318 636,356 656,418 600,380 544,418 564,356 512,318 577,318" fill="${BLACK}"/></svg>`;
}

export async function seedDemoEvents(services: Services, db: Database): Promise<void> {
  const { storage } = services;
  const usersRepository = createUsersRepository(db);
  const eventsRepository = createEventsRepository(db);
  const categories = await services.categoriesService.list('event');
  const categoryId = (slug: string) => categories.find((category) => category.slug === slug)!.id;
  const now = new Date();
  const today = saMidnight(saDateOf(now));
  const organizers = new Map<string, number>();
  for (const email of [KWAME, AMA, KOFI, YAW, NANA])
    organizers.set(email, (await usersRepository.findByEmail(email))!.id);
  const members = ['kwame.mensah', 'akosua.asante', 'efua.addo', 'abena.osei'].map((name) => `${name}@akwaaba.demo`);
  const attendees = await Promise.all(members.map(async (email) => (await usersRepository.findByEmail(email))!));

  let seed = 0;
  for (const event of DEMO_EVENTS) {
    seed += 1;
    // Today's date on the event's own clock, at its hour: South Africa's midnight, moved to that clock's.
    const clock = CLOCKS[event.heldIn ?? 'south_africa'];
    const start = new Date(
      addDays(today, event.day).getTime() + event.hour * 3_600_000 + CLOCKS.south_africa.offsetMs - clock.offsetMs,
    );
    const image = event.image
      ? await storeImage(
          storage,
          'events',
          await sharp(Buffer.from(bannerSvg(event.image, seed)))
            .png()
            .toBuffer(),
          {
            maxPixels: EVENT_IMAGE_MAX_PIXELS,
          },
        )
      : null;
    const city = event.city ? findEventPlace(event.city) : null;
    const id = await eventsRepository.insert(db, {
      userId: organizers.get(event.organizer)!,
      categoryId: categoryId(event.category),
      title: event.title,
      description: event.description,
      eventType: event.virtualUrl ? 'virtual' : 'physical',
      heldIn: event.heldIn ?? 'south_africa',
      virtualUrl: event.virtualUrl ?? null,
      startDate: start,
      endDate: new Date(start.getTime() + event.hours * 3_600_000),
      venueName: event.venue,
      venueAddress: event.address ?? null,
      city: event.city,
      latitude: city?.lat ?? null,
      longitude: city?.lon ?? null,
      price: event.price ?? null,
      maxAttendees: event.capacity ?? null,
      reconfirmHours: event.reconfirmHours ?? null,
      additionalInfo: event.info ?? null,
      imageKey: image?.key ?? null,
      status: event.status ?? 'approved',
      createdAt: addDays(now, -Math.max(3, 30 - event.day)),
    });
    if ((event.status ?? 'approved') === 'approved' && start > now) {
      // A few demo members are going, so lists show real attendance.
      for (const member of attendees.slice(0, seed % (attendees.length + 1))) {
        await services.rsvpsService.attend(member, id);
      }
    }
  }
}
