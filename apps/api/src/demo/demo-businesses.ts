import { and, eq } from 'drizzle-orm';
import {
  businessInput,
  findCity,
  replyInput,
  reviewInput,
  vouchInput,
  type City,
  type OperatingHours,
} from '@akwaaba/contracts';
import type { Database } from '../db/client.ts';
import { addDays } from '../lib/clock.ts';
import { createBusinessesRepository } from '../modules/businesses/businesses.repository.ts';
import { reviews } from '../modules/businesses/reviews/reviews.table.ts';
import { vouches } from '../modules/businesses/vouches/vouches.table.ts';
import type { UserRow } from '../modules/users/users.table.ts';
import type { Services } from '../services.ts';
import { demoContext } from './demo-context.ts';
import {
  ABENA,
  ADJOA,
  ADWOA,
  AFUA,
  AKOSUA,
  AKUA,
  AMA,
  DUFIE,
  EDEM,
  EFUA,
  EMMANUEL,
  ESI,
  FIIFI,
  KOBBY,
  KOFI,
  KOJO,
  KWABENA,
  KWAME,
  KWESI,
  NAA,
  NANA,
  SELASI,
  SERWAA,
  YAA,
  YAW,
} from './demo-members.ts';

/**
 * Suburbs the demo listings stand in: the gazetteer's coordinates where it has the suburb (Soweto,
 * Midrand, Randburg, Centurion, Claremont, Berea in Durban), the suburb's centre otherwise.
 */
const PLACES = {
  Yeoville: { city: 'Johannesburg', lat: -26.1836, lon: 28.0634 },
  Berea: { city: 'Johannesburg', lat: -26.184, lon: 28.056 },
  Braamfontein: { city: 'Johannesburg', lat: -26.1929, lon: 28.034 },
  Jeppestown: { city: 'Johannesburg', lat: -26.204, lon: 28.064 },
  Milpark: { city: 'Johannesburg', lat: -26.181, lon: 28.018 },
  Rosebank: { city: 'Johannesburg', lat: -26.1457, lon: 28.0436 },
  Sandown: { city: 'Johannesburg', lat: -26.1015, lon: 28.0574 },
  Randburg: { city: 'Johannesburg', lat: -26.0941, lon: 28.00123 },
  Midrand: { city: 'Johannesburg', lat: -25.976, lon: 28.118 },
  Soweto: { city: 'Johannesburg', lat: -26.26781, lon: 27.85849 },
  Sunnyside: { city: 'Pretoria', lat: -25.7545, lon: 28.2069 },
  Arcadia: { city: 'Pretoria', lat: -25.745, lon: 28.21 },
  Hatfield: { city: 'Pretoria', lat: -25.7487, lon: 28.238 },
  Silverton: { city: 'Pretoria', lat: -25.733, lon: 28.3 },
  Centurion: { city: 'Pretoria', lat: -25.85891, lon: 28.18577 },
  'Cape Town City Centre': { city: 'Cape Town', lat: -33.9219, lon: 18.4187 },
  Woodstock: { city: 'Cape Town', lat: -33.928, lon: 18.447 },
  Observatory: { city: 'Cape Town', lat: -33.938, lon: 18.472 },
  Claremont: { city: 'Cape Town', lat: -33.98056, lon: 18.46528 },
  Bellville: { city: 'Cape Town', lat: -33.9, lon: 18.629 },
  Epping: { city: 'Cape Town', lat: -33.929, lon: 18.533 },
  'Durban Central': { city: 'Durban', lat: -29.8587, lon: 31.0218 },
  'Berea, Durban': { city: 'Durban', lat: -29.85185, lon: 30.99337 },
  Morningside: { city: 'Durban', lat: -29.829, lon: 31.015 },
  Glenwood: { city: 'Durban', lat: -29.872, lon: 30.988 },
  'Maydon Wharf': { city: 'Durban', lat: -29.878, lon: 31.015 },
  Umhlanga: { city: 'Durban', lat: -29.726, lon: 31.084 },
  'Newton Park': { city: 'Gqeberha', lat: -33.946, lon: 25.567 },
  Summerstrand: { city: 'Gqeberha', lat: -33.999, lon: 25.664 },
  Westdene: { city: 'Bloemfontein', lat: -29.11, lon: 26.205 },
  'Bloemfontein Central': { city: 'Bloemfontein', lat: -29.118, lon: 26.214 },
  Vincent: { city: 'East London', lat: -32.993, lon: 27.901 },
  'East London Central': { city: 'East London', lat: -33.0153, lon: 27.9116 },
  'Polokwane Central': { city: 'Polokwane', lat: -23.9045, lon: 29.4689 },
  Bendor: { city: 'Polokwane', lat: -23.883, lon: 29.493 },
} as const satisfies Record<string, { city: City; lat: number; lon: number }>;

type Place = keyof typeof PLACES;

/** Opening hours as owners give them: weekdays, Saturday, Sunday ('' is closed). */
function hours(weekdays: string, saturday: string, sunday: string, monday = weekdays): OperatingHours {
  return { monday, tuesday: weekdays, wednesday: weekdays, thursday: weekdays, friday: weekdays, saturday, sunday };
}

const HOURS = {
  restaurant: { ...hours('11:00–21:00', '11:00–23:00', '12:00–20:00', ''), friday: '11:00–23:00' },
  chopBar: hours('10:00–22:00', '08:00–22:00', '12:00–21:00'),
  shop: hours('09:00–18:00', '09:00–15:00', ''),
  office: hours('08:00–17:00', '', ''),
  officeSaturday: hours('08:30–17:00', '09:00–13:00', ''),
  salon: hours('08:00–18:00', '07:00–17:00', '10:00–15:00', ''),
  clinic: hours('07:30–19:00', '08:00–13:00', ''),
  pharmacy: hours('08:00–20:00', '08:00–17:00', '09:00–13:00'),
  workshop: hours('07:30–17:00', '08:00–12:00', ''),
  cargo: hours('08:00–17:00', '08:00–14:00', ''),
  tutoring: hours('14:00–19:00', '08:00–13:00', ''),
  hallOffice: hours('09:00–15:00', '', ''),
} satisfies Record<string, OperatingHours>;

/** A member's review: who, how many stars, what they wrote, and the owner's reply when there is one. */
type DemoReview = readonly [reviewer: string, rating: 1 | 2 | 3 | 4 | 5, comment: string, reply?: string];

interface DemoBusiness {
  owner: string;
  name: string;
  /** A business category slug (categories.seed.ts). */
  category: string;
  description: string;
  place: Place;
  address: string;
  phone: string;
  email: string | null;
  website?: string;
  contact?: string;
  hours: OperatingHours | null;
  /** The admin's verified badge on the listing. */
  verified?: boolean;
  /** Waits in the admin's queue instead of being listed. */
  pending?: boolean;
  listedDaysAgo: number;
  reviews?: readonly DemoReview[];
}

/**
 * The directory: Ghanaian businesses in eight South African cities, a few waiting for the admin. The
 * businesses, people, addresses and 555 numbers are made up; mail and web addresses are on .example domains.
 */
const DEMO_BUSINESSES: readonly DemoBusiness[] = [
  {
    owner: AMA,
    name: 'Ama’s Kitchen',
    category: 'restaurant',
    description:
      'Jollof, banku with grilled tilapia, kelewele and fufu with light soup, cooked the way your mother makes it. Courtyard seating, live highlife on the last Friday of the month, and catering for weddings and naming ceremonies.',
    place: 'Cape Town City Centre',
    address: '12 Bree Street, Cape Town City Centre',
    phone: '021 555 0142',
    email: 'hello@amaskitchen.example',
    website: 'https://amaskitchen.example',
    contact: 'Ama Owusu',
    hours: HOURS.restaurant,
    verified: true,
    listedDaysAgo: 170,
    reviews: [
      [
        SELASI,
        5,
        'The jollof tastes like my mother’s — smoky, with proper shito on the side. We come every Friday.',
        'Thank you, Selasi! See you on Friday — the kelewele is on us next time.',
      ],
      [KWAME, 5, 'Ate here on a work trip to Cape Town. Banku and tilapia as good as in Osu. Worth the queue.'],
      [EFUA, 4, 'Lovely fufu and light soup. It gets busy at lunch, so book ahead for groups.'],
      [
        ADJOA,
        3,
        'The food was excellent but we waited almost an hour for it on a Saturday night.',
        'Sorry about the wait, Adjoa — we now have a second cook on Saturdays.',
      ],
    ],
  },
  {
    owner: AMA,
    name: 'Ama’s Kitchen Bellville',
    category: 'restaurant',
    description:
      'Our second kitchen, on the northern side of the city: the same jollof, red red and waakye as Bree Street, with easy parking and takeaways packed for the taxi home.',
    place: 'Bellville',
    address: '45 Voortrekker Road, Bellville',
    phone: '021 555 0178',
    email: 'bellville@amaskitchen.example',
    website: 'https://amaskitchen.example',
    contact: 'Kwaku Owusu',
    hours: HOURS.restaurant,
    listedDaysAgo: 60,
    reviews: [
      [SELASI, 4, 'Same menu as Bree Street and easier parking. The red red with plantain was spot on.'],
      [AKOSUA, 5, 'They catered my sister’s engagement: 80 guests, everything hot and on time.'],
    ],
  },
  {
    owner: KOFI,
    name: 'Boateng Auto Repairs',
    category: 'automotive',
    description:
      'Services, diagnostics, gearboxes and panel beating for all makes. Honest quotes before any work starts, the old parts shown to you, and a community discount for Akwaaba members.',
    place: 'Silverton',
    address: '112 Pretoria Road, Silverton',
    phone: '012 555 0119',
    email: 'workshop@boatengauto.example',
    website: 'https://boatengauto.example',
    contact: 'Kofi Boateng',
    hours: HOURS.workshop,
    verified: true,
    listedDaysAgo: 140,
    reviews: [
      [
        ABENA,
        5,
        'Honest quote, fixed my Corolla’s gearbox in two days and showed me the old parts.',
        'Thank you, Abena. Drive safely!',
      ],
      [KWAME, 4, 'Good service on my Polo. A day later than promised, but they called to explain why.'],
      [EDEM, 5, 'Drove down from Polokwane because a friend recommended them. Fair prices, no surprises.'],
    ],
  },
  {
    owner: KOFI,
    name: 'Boateng Tyres & Exhausts',
    category: 'automotive',
    description:
      'Tyres, exhausts, batteries and wheel alignment while you wait. Fleet accounts for taxis and delivery vans.',
    place: 'Centurion',
    address: '27 Lenchen Avenue North, Centurion',
    phone: '012 555 0163',
    email: 'tyres@boatengauto.example',
    contact: 'Yaw Boateng',
    hours: HOURS.workshop,
    listedDaysAgo: 45,
    reviews: [[ABENA, 4, 'Quick wheel alignment while I waited, and they checked the spare without being asked.']],
  },
  {
    owner: KOFI,
    name: 'Boateng Auto Repairs Bloemfontein',
    category: 'automotive',
    description:
      'Our Free State workshop: services, brakes, clutches and diagnostics, with the same honest quotes as in Pretoria.',
    place: 'Bloemfontein Central',
    address: '17 Zastron Street, Bloemfontein Central',
    phone: '051 555 0127',
    email: 'bloem@boatengauto.example',
    contact: 'Kwasi Ofosu',
    hours: HOURS.workshop,
    listedDaysAgo: 30,
    reviews: [
      [KOBBY, 5, 'Honest mechanics — they told me I did not need the expensive repair another garage had quoted.'],
    ],
  },
  {
    owner: YAW,
    name: 'Darko Tech Solutions',
    category: 'technology',
    description:
      'Websites, online shops, laptop repairs and IT support for small businesses across Gauteng. Office networks, backups and Microsoft 365 set up and looked after.',
    place: 'Braamfontein',
    address: '73 Juta Street, Braamfontein',
    phone: '011 555 0196',
    email: 'support@darkotech.example',
    website: 'https://darkotech.example',
    contact: 'Yaw Darko',
    hours: HOURS.office,
    listedDaysAgo: 55,
    reviews: [
      [ADJOA, 5, 'Built the website for my events business in two weeks and showed me how to update it myself.'],
      [KWAME, 4, 'Sorted out the network in our office. Knows his stuff; could answer emails faster.'],
      [
        ABENA,
        2,
        'My laptop screen repair took three weeks instead of one. The work was fine in the end.',
        'Apologies, Abena — the part was held at customs. We now say up front when a part must be imported.',
      ],
    ],
  },
  {
    owner: YAW,
    name: 'Darko Tech Solutions Cape Town',
    category: 'technology',
    description:
      'Laptop and phone repairs, data recovery and IT support for small offices in Woodstock and the city bowl.',
    place: 'Woodstock',
    address: '100 Albert Road, Woodstock',
    phone: '021 555 0115',
    email: 'capetown@darkotech.example',
    website: 'https://darkotech.example',
    contact: 'Elikem Darko',
    hours: HOURS.office,
    listedDaysAgo: 20,
    reviews: [[SELASI, 4, 'Recovered the data from my failed hard drive. Not cheap, but it saved my thesis.']],
  },
  {
    owner: NANA,
    name: 'Kente Corner',
    category: 'retail',
    description:
      'Authentic kente cloth woven in Bonwire, smocks and batakari, beads, and African print fabrics by the yard. Outfits for weddings, funerals and Independence Day, with tailoring on request.',
    place: 'Milpark',
    address: '44 Stanley Avenue, Milpark',
    phone: '011 555 0131',
    email: 'shop@kentecorner.example',
    website: 'https://kentecorner.example',
    contact: 'Nana Agyeman',
    hours: HOURS.shop,
    verified: true,
    listedDaysAgo: 28,
    reviews: [
      [
        ADJOA,
        5,
        'Bought kente for my traditional wedding. Genuine Bonwire weave, and Nana explained every pattern.',
        'Congratulations on your wedding, Adjoa! Ayekoo.',
      ],
      [KWAME, 5, 'My go-to for a smock before Independence Day. Good sizes for tall men.'],
      [AKOSUA, 4, 'Beautiful prints. A bit pricey, but you pay for quality.'],
      [EFUA, 5, 'Ordered beads from Gqeberha: well packed and here in four days.'],
    ],
  },
  {
    owner: NANA,
    name: 'Kente Corner Durban',
    category: 'retail',
    description:
      'Kente, African prints and beads for KwaZulu-Natal, with anything from the Johannesburg shop ordered in.',
    place: 'Morningside',
    address: '301 Florida Road, Morningside',
    phone: '031 555 0158',
    email: 'durban@kentecorner.example',
    website: 'https://kentecorner.example',
    hours: HOURS.shop,
    listedDaysAgo: 14,
    reviews: [[AKOSUA, 4, 'Finally kente in Durban! A smaller range than Joburg, but they order in what you need.']],
  },
  {
    owner: ADWOA,
    name: 'Adwoa’s Braids & Beauty',
    category: 'other',
    description:
      'Knotless braids, cornrows, twists, Ghana weaving and wig installs. Children’s styles on Saturday mornings. Book ahead for weekends.',
    place: 'Yeoville',
    address: '31 Rockey Street, Yeoville',
    phone: '082 555 0147',
    email: 'bookings@adwoasbraids.example',
    website: 'https://adwoasbraids.example',
    contact: 'Adwoa Bonsu',
    hours: HOURS.salon,
    verified: true,
    listedDaysAgo: 190,
    reviews: [
      [
        ADJOA,
        5,
        'Knotless braids that lasted eight weeks, and Adwoa is gentle on the edges.',
        'Thank you, Adjoa! See you in two months.',
      ],
      [ABENA, 4, 'Great cornrows for my daughter. Book ahead for Saturdays, it is always full.'],
      [AKOSUA, 5, 'Had my hair done while visiting Joburg: neat, fast and fairly priced.'],
      [KWAME, 3, 'Came for a haircut and waited a long time because braiding clients come first. The cut was good.'],
    ],
  },
  {
    owner: ADWOA,
    name: 'Adwoa’s Braids & Beauty Sunnyside',
    category: 'other',
    description: 'Our Pretoria salon: braids, twists and natural hair care, a short walk from the Sunnyside taxi rank.',
    place: 'Sunnyside',
    address: '210 Jeppe Street, Sunnyside',
    phone: '072 555 0183',
    email: 'pretoria@adwoasbraids.example',
    website: 'https://adwoasbraids.example',
    contact: 'Abigail Mensah',
    hours: HOURS.salon,
    listedDaysAgo: 80,
    reviews: [
      [ABENA, 5, 'Closer to home than Yeoville and just as good. Twists done in four hours.'],
      [EDEM, 4, 'Took my wife here when we were in Pretoria. She loved the result.'],
    ],
  },
  {
    owner: ADWOA,
    name: 'Adwoa’s Braids & Beauty Observatory',
    category: 'other',
    description: 'Braids, Ghana weaving and wig installs in Cape Town, by stylists trained in our Yeoville salon.',
    place: 'Observatory',
    address: '87 Lower Main Road, Observatory',
    phone: '073 555 0129',
    email: 'capetown@adwoasbraids.example',
    website: 'https://adwoasbraids.example',
    hours: HOURS.salon,
    listedDaysAgo: 25,
    reviews: [[SELASI, 5, 'At last someone in Cape Town who does Ghana weaving properly. My wife is delighted.']],
  },
  {
    owner: KWABENA,
    name: 'Asare Cargo Express',
    category: 'professional-services',
    description:
      'Barrels, boxes, furniture and cars shipped to Tema every two weeks, air freight to Accra in a week, and door-to-door delivery to Kumasi, Takoradi and Tamale. Free barrel collection in Johannesburg.',
    place: 'Jeppestown',
    address: '88 Main Street, Jeppestown',
    phone: '011 555 0174',
    email: 'bookings@asarecargo.example',
    website: 'https://asarecargo.example',
    contact: 'Kwabena Asare',
    hours: HOURS.cargo,
    verified: true,
    listedDaysAgo: 185,
    reviews: [
      [
        KWAME,
        5,
        'Sent two barrels to Kumasi for Christmas. Tracked all the way and delivered in five weeks.',
        'Medaase, Kwame! Book early for the December container.',
      ],
      [ADJOA, 4, 'Reliable, with clear prices per barrel. The depot is hard to find the first time.'],
      [ABENA, 5, 'Shipped a fridge and six boxes to Accra for my parents. Nothing broken.'],
      [
        EDEM,
        2,
        'My box arrived, but two weeks later than they said, and it was hard to get updates.',
        'Sorry, Edem — that sailing was held up at Tema. We now send an SMS at every stage.',
      ],
    ],
  },
  {
    owner: KWABENA,
    name: 'Asare Cargo Express Durban',
    category: 'professional-services',
    description:
      'Drop-off depot by the harbour for barrels, boxes and vehicles to Ghana. Packing materials sold on site.',
    place: 'Maydon Wharf',
    address: '15 Maydon Road, Maydon Wharf',
    phone: '031 555 0122',
    email: 'durban@asarecargo.example',
    website: 'https://asarecargo.example',
    contact: 'Mawuli Asare',
    hours: HOURS.cargo,
    listedDaysAgo: 95,
    reviews: [
      [AKOSUA, 5, 'Easy to drop off near the harbour, and the staff helped me pack properly.'],
      [NAA, 4, 'Sent from East London through Durban. It took a while, but everything arrived.'],
    ],
  },
  {
    owner: KWABENA,
    name: 'Asare Cargo Express Cape Town',
    category: 'professional-services',
    description:
      'Air freight of documents and parcels to Accra, and sea freight collections across the Cape Peninsula.',
    place: 'Epping',
    address: '9 Hobart Road, Epping Industria',
    phone: '021 555 0190',
    email: 'capetown@asarecargo.example',
    website: 'https://asarecargo.example',
    hours: HOURS.cargo,
    listedDaysAgo: 40,
    reviews: [[SELASI, 4, 'Documents to Accra by air in six days. Not cheap, but dependable.']],
  },
  {
    owner: ESI,
    name: 'Quansah & Co. Accountants',
    category: 'finance',
    description:
      'Tax returns, provisional tax, bookkeeping, payroll and company registration for small businesses and individuals. We explain SARS letters in plain English, Twi or Fante.',
    place: 'Sandown',
    address: '140 West Street, Sandown',
    phone: '011 555 0108',
    email: 'office@quansahco.example',
    website: 'https://quansahco.example',
    contact: 'Esi Quansah',
    hours: HOURS.office,
    verified: true,
    listedDaysAgo: 160,
    reviews: [
      [ADJOA, 5, 'Esi sorted out three years of my provisional tax with SARS. Calm, clear and professional.'],
      [KWAME, 5, 'Registered my company and did the B-BBEE affidavit within a week.'],
    ],
  },
  {
    owner: ESI,
    name: 'Quansah & Co. Accountants Pretoria',
    category: 'finance',
    description:
      'Our Pretoria office, near the university: tax returns, bookkeeping and payroll, evenings by appointment.',
    place: 'Hatfield',
    address: '1166 Park Street, Hatfield',
    phone: '012 555 0141',
    email: 'pretoria@quansahco.example',
    website: 'https://quansahco.example',
    contact: 'Ekow Quansah',
    hours: HOURS.office,
    listedDaysAgo: 65,
    reviews: [[EDEM, 4, 'Helped with my tax return and explained how my income from Ghana is taxed here.']],
  },
  {
    owner: KOJO,
    name: 'Sika Express Money Transfer',
    category: 'finance',
    description:
      'Send money to bank accounts and mobile money wallets in Ghana within minutes. Fees shown before you pay, rates updated every hour, open on Saturdays.',
    place: 'Yeoville',
    address: '12 Raleigh Street, Yeoville',
    phone: '011 555 0165',
    email: 'yeoville@sikaexpress.example',
    website: 'https://sikaexpress.example',
    contact: 'Kojo Antwi',
    hours: HOURS.officeSaturday,
    listedDaysAgo: 85,
    reviews: [
      [KWAME, 4, 'Money reaches mobile money in Ghana within minutes. A good rate on Fridays.'],
      [ADJOA, 5, 'Friendly staff who explain the fees before you pay. I use them every month.'],
      [
        ABENA,
        3,
        'Fast, but the rate at the counter was worse than the one quoted online that day.',
        'Thank you, Abena — the online rate now updates every hour, so it matches the counter.',
      ],
    ],
  },
  {
    owner: KOJO,
    name: 'Sika Express Money Transfer Durban',
    category: 'finance',
    description: 'Transfers to Ghana, Nigeria and Zimbabwe from the centre of Durban, open on Saturday mornings.',
    place: 'Durban Central',
    address: '120 Dr Pixley KaSeme Street, Durban Central',
    phone: '031 555 0136',
    email: 'durban@sikaexpress.example',
    website: 'https://sikaexpress.example',
    hours: HOURS.officeSaturday,
    listedDaysAgo: 50,
    reviews: [[AKOSUA, 4, 'Quick transfers home, and open on Saturday mornings.']],
  },
  {
    owner: KOJO,
    name: 'Sika Express Money Transfer East London',
    category: 'finance',
    description: 'Our Eastern Cape branch: money to Ghana by bank transfer or mobile money, with SMS confirmation.',
    place: 'East London Central',
    address: '4 Oxford Street, East London Central',
    phone: '043 555 0112',
    email: 'eastlondon@sikaexpress.example',
    website: 'https://sikaexpress.example',
    hours: HOURS.officeSaturday,
    listedDaysAgo: 18,
    reviews: [[NAA, 5, 'Glad we finally have a branch in East London. The money reached Takoradi the same day.']],
  },
  {
    owner: AKUA,
    name: 'Frimpong Family Clinic',
    category: 'healthcare',
    description:
      'General practice for the whole family: check-ups, antenatal care, chronic medication, travel vaccinations and malaria advice before a trip home. Medical aid and cash patients welcome.',
    place: 'Midrand',
    address: '14 New Road, Halfway House',
    phone: '011 555 0187',
    email: 'reception@frimpongclinic.example',
    website: 'https://frimpongclinic.example',
    contact: 'Dr Akua Frimpong',
    hours: HOURS.clinic,
    verified: true,
    listedDaysAgo: 150,
    reviews: [
      [
        ADJOA,
        5,
        'Dr Frimpong takes time to listen. She accepts my medical aid and the wait is short.',
        'Thank you for trusting us with your family’s health, Adjoa.',
      ],
      [KWAME, 5, 'Got my yellow fever vaccination and malaria tablets before travelling home. Easy to book.'],
      [ABENA, 4, 'A good doctor. Reception can be slow on Monday mornings.'],
    ],
  },
  {
    owner: AKUA,
    name: 'Akwaaba Pharmacy',
    category: 'healthcare',
    description:
      'A community pharmacy with a pharmacist who knows the medicines you used at home and their local names. Free blood pressure and sugar checks.',
    place: 'Soweto',
    address: '2145 Koma Road, Jabavu',
    phone: '011 555 0153',
    email: 'soweto@akwaabapharmacy.example',
    contact: 'Kwame Ofori',
    hours: HOURS.pharmacy,
    listedDaysAgo: 120,
    reviews: [
      [KWAME, 4, 'The pharmacist knows the medicines we use back home and suggests local equivalents.'],
      [ADJOA, 5, 'Open late and always has stock. Very helpful staff.'],
    ],
  },
  {
    owner: AKUA,
    name: 'Akwaaba Pharmacy Gqeberha',
    category: 'healthcare',
    description: 'Prescriptions, travel health packs and free blood pressure checks in Newton Park.',
    place: 'Newton Park',
    address: '112 Cape Road, Newton Park',
    phone: '041 555 0139',
    email: 'gqeberha@akwaabapharmacy.example',
    hours: HOURS.pharmacy,
    listedDaysAgo: 12,
  },
  {
    owner: YAA,
    name: 'Yaa’s Chop Bar',
    category: 'restaurant',
    description:
      'Fufu pounded fresh every day, light soup with goat, banku with okro stew, and waakye with all the toppings on Saturday mornings. Highlife on the speakers and the football on the screen.',
    place: 'Yeoville',
    address: '19 Rockey Street, Yeoville',
    phone: '011 555 0121',
    email: 'chop@yaaschopbar.example',
    contact: 'Yaa Boakye',
    hours: HOURS.chopBar,
    verified: true,
    listedDaysAgo: 210,
    reviews: [
      [
        KWAME,
        5,
        'The best fufu and goat light soup in Joburg. Yaa pounds it fresh.',
        'Medaase, Kwame! On Fridays we have abenkwan too.',
      ],
      [ADJOA, 5, 'Waakye on Saturday mornings with all the toppings. Feels like home.'],
      [ABENA, 4, 'Great food and music. Generous portions, but the seating is tight.'],
      [AKOSUA, 5, 'Every time I visit Joburg I eat here twice.'],
      [EDEM, 4, 'The banku and okro stew was perfect. Parking on Rockey Street is a challenge.'],
    ],
  },
  {
    owner: YAA,
    name: 'Kumasi Waakye Joint',
    category: 'restaurant',
    description:
      'Waakye, kenkey with fried fish and red red for a quick lunch or takeaway, from Yaa’s Chop Bar’s kitchen.',
    place: 'Berea',
    address: '8 Olivia Road, Berea',
    phone: '081 555 0144',
    email: null,
    hours: HOURS.chopBar,
    listedDaysAgo: 75,
    reviews: [
      [KWAME, 4, 'Cheap and filling waakye, quick for lunch.'],
      [
        ADJOA,
        3,
        'Tasty, but the shito was too mild for me.',
        'Noted, Adjoa — ask for the hot shito, we keep it behind the counter.',
      ],
    ],
  },
  {
    owner: YAA,
    name: 'Yaa’s Chop Bar Polokwane',
    category: 'restaurant',
    description:
      'Jollof with chicken, fufu and light soup, and kelewele at the weekends, for the community in Limpopo.',
    place: 'Bendor',
    address: '33 Munnik Street, Bendor',
    phone: '015 555 0117',
    email: 'polokwane@yaaschopbar.example',
    hours: HOURS.chopBar,
    listedDaysAgo: 35,
    reviews: [[EDEM, 5, 'Ghanaian food in Polokwane at last! Jollof and chicken every weekend.']],
  },
  {
    owner: FIIFI,
    name: 'Fiifi Ansah Photography',
    category: 'entertainment',
    description:
      'Wedding, engagement, outdooring and funeral photography and video. Albums printed in South Africa, delivered within four weeks.',
    place: 'Rosebank',
    address: '15 Cradock Avenue, Rosebank',
    phone: '083 555 0172',
    email: 'studio@fiifiansah.example',
    website: 'https://fiifiansah.example',
    contact: 'Fiifi Ansah',
    hours: null,
    verified: true,
    listedDaysAgo: 130,
    reviews: [
      [
        ADJOA,
        5,
        'Photographed our engagement and the pictures are stunning. The album came early.',
        'It was an honour, Adjoa. Congratulations again!',
      ],
      [KWAME, 5, 'Covered our Independence Day celebration and caught every moment.'],
      [ABENA, 4, 'Beautiful family portraits; the first free booking was a few weeks away.'],
    ],
  },
  {
    owner: FIIFI,
    name: 'DJ Fiifi Sounds & Events',
    category: 'entertainment',
    description:
      'DJ, sound and lighting hire for weddings and parties: highlife for the elders, afrobeats for everyone else.',
    place: 'Randburg',
    address: '212 Bram Fischer Drive, Ferndale',
    phone: '083 555 0173',
    email: 'bookings@fiifiansah.example',
    website: 'https://fiifiansah.example',
    hours: null,
    listedDaysAgo: 100,
    reviews: [
      [KWAME, 5, 'Kept the dance floor full all night — highlife for the elders, afrobeats for us.'],
      [ADJOA, 4, 'A good sound system and on time. Played one amapiano song too many for my aunties.'],
    ],
  },
  {
    owner: FIIFI,
    name: 'Accra Sounds Band',
    category: 'entertainment',
    description: 'A six-piece live highlife band for weddings, festivals and corporate evenings in the Western Cape.',
    place: 'Observatory',
    address: '52 Station Road, Observatory',
    phone: '084 555 0105',
    email: 'band@accrasounds.example',
    contact: 'Kobina Mensah',
    hours: null,
    listedDaysAgo: 60,
    reviews: [[SELASI, 5, 'Live highlife at our wedding. Everyone from our grandparents to the children was dancing.']],
  },
  {
    owner: EMMANUEL,
    name: 'Ebenezer Hall Hire',
    category: 'other',
    description:
      'The Ebenezer congregation’s main hall (300 seated) and side hall (80) for funerals, weddings, outdoorings and meetings. Chairs, tables and a kitchen included; sound system on request.',
    place: 'Arcadia',
    address: '451 Stanza Bopape Street, Arcadia',
    phone: '012 555 0188',
    email: 'halls@ebenezer.example',
    contact: 'Emmanuel Owusu-Ansah',
    hours: HOURS.hallOffice,
    listedDaysAgo: 125,
    reviews: [
      [ABENA, 5, 'We hired the hall for my father’s funeral reception. Clean, enough chairs and helpful caretakers.'],
      [EDEM, 4, 'A good space for an outdooring. The kitchen is small for a big catering team.'],
    ],
  },
  {
    owner: EMMANUEL,
    name: 'Ebenezer Hall Hire Glenwood',
    category: 'other',
    description:
      'A church hall for 150 guests in Durban, with a kitchen, parking for 40 cars and a garden for photographs.',
    place: 'Glenwood',
    address: '98 Bulwer Road, Glenwood',
    phone: '031 555 0109',
    email: 'durban@ebenezer.example',
    hours: HOURS.hallOffice,
    listedDaysAgo: 70,
    reviews: [[AKOSUA, 4, 'We held our association’s end-of-year party here. A fair price and good parking.']],
  },
  {
    owner: SERWAA,
    name: 'Danso Properties',
    category: 'real-estate',
    description:
      'Flats and houses to rent and buy in Johannesburg and Pretoria, help with leases and deposits for newcomers, and guidance on buying land in Ghana with title searches at the Lands Commission.',
    place: 'Sandown',
    address: '82 Maude Street, Sandown',
    phone: '011 555 0150',
    email: 'homes@dansoproperties.example',
    website: 'https://dansoproperties.example',
    contact: 'Serwaa Danso',
    hours: HOURS.officeSaturday,
    verified: true,
    listedDaysAgo: 110,
    reviews: [
      [
        ADJOA,
        5,
        'Serwaa found us a flat in two weeks and explained the lease properly.',
        'Thank you, Adjoa! Enjoy the new home.',
      ],
      [KWAME, 4, 'Good help with buying land in Ghana; they checked the title with the Lands Commission.'],
    ],
  },
  {
    owner: SERWAA,
    name: 'Danso Properties Claremont',
    category: 'real-estate',
    description: 'Rentals in the southern suburbs of Cape Town, including student flats near the universities.',
    place: 'Claremont',
    address: '14 Main Road, Claremont',
    phone: '021 555 0167',
    email: 'capetown@dansoproperties.example',
    website: 'https://dansoproperties.example',
    hours: HOURS.officeSaturday,
    listedDaysAgo: 48,
    reviews: [[SELASI, 4, 'Helpful with a rental near UCT for my cousin, and quick to answer on WhatsApp.']],
  },
  {
    owner: SERWAA,
    name: 'Danso Properties Umhlanga',
    category: 'real-estate',
    description: 'Homes to rent and buy on the North Coast of KwaZulu-Natal.',
    place: 'Umhlanga',
    address: '2 Lighthouse Road, Umhlanga Rocks',
    phone: '031 555 0181',
    email: 'durban@dansoproperties.example',
    website: 'https://dansoproperties.example',
    hours: HOURS.officeSaturday,
    listedDaysAgo: 22,
    reviews: [
      [
        AKOSUA,
        3,
        'They found us a place in the end, but the agent missed two viewings.',
        'We apologise, Akosua — the Umhlanga office now has a second agent.',
      ],
    ],
  },
  {
    owner: KWESI,
    name: 'Appiah Learning Centre',
    category: 'education',
    description:
      'Maths, physical science and accounting tutoring for grades 8 to 12 in small groups, matric revision camps in the holidays, and Twi classes for children on Saturdays.',
    place: 'Hatfield',
    address: '1108 Burnett Street, Hatfield',
    phone: '012 555 0133',
    email: 'learn@appiahcentre.example',
    website: 'https://appiahcentre.example',
    contact: 'Kwesi Appiah',
    hours: HOURS.tutoring,
    verified: true,
    listedDaysAgo: 145,
    reviews: [
      [ABENA, 5, 'My son went from 48% to 76% in maths in one term.', 'Well done to him — he worked hard!'],
      [EDEM, 4, 'A good physical science tutor, with times that fit around school sport.'],
      [KWAME, 5, 'Twi lessons for my children on Saturdays. They now greet their grandmother properly.'],
    ],
  },
  {
    owner: KWESI,
    name: 'Appiah Learning Centre Bloemfontein',
    category: 'education',
    description: 'Maths and science tutoring in small groups, close to the schools of Westdene and Willows.',
    place: 'Westdene',
    address: '34 Second Avenue, Westdene',
    phone: '051 555 0146',
    email: 'bloem@appiahcentre.example',
    website: 'https://appiahcentre.example',
    hours: HOURS.tutoring,
    listedDaysAgo: 90,
    reviews: [
      [KOBBY, 5, 'Small classes and patient teachers. I recommend them to the parents of my students.'],
      [NAA, 4, 'Helped my niece prepare for matric while she stayed with family in Bloem.'],
    ],
  },
  {
    owner: KWESI,
    name: 'Appiah Learning Centre Polokwane',
    category: 'education',
    description: 'Holiday classes and weekly tutoring in maths and science for Limpopo learners.',
    place: 'Polokwane Central',
    address: '60 Hans van Rensburg Street, Polokwane Central',
    phone: '015 555 0160',
    email: 'polokwane@appiahcentre.example',
    website: 'https://appiahcentre.example',
    hours: HOURS.tutoring,
    listedDaysAgo: 42,
    reviews: [[EDEM, 5, 'Maths and science holiday classes, very well organised.']],
  },
  {
    owner: AFUA,
    name: 'Afua’s African Market',
    category: 'retail',
    description:
      'Gari, kenkey, shito, palm oil, smoked fish, kontomire, plantain and yam, with fresh stock every Thursday. Orders packed for collection or courier across KwaZulu-Natal.',
    place: 'Berea, Durban',
    address: '210 Musgrave Road, Berea',
    phone: '031 555 0114',
    email: 'orders@afuasmarket.example',
    website: 'https://afuasmarket.example',
    contact: 'Afua Sarpong',
    hours: HOURS.shop,
    verified: true,
    listedDaysAgo: 95,
    reviews: [
      [
        AKOSUA,
        5,
        'Gari, shito, kontomire, dried fish — everything I need for Sunday cooking.',
        'Thank you, Akosua! Fresh plantain arrives every Thursday.',
      ],
      [KWAME, 4, 'Found smoked fish and palm oil that I could not get in Joburg.'],
      [NAA, 4, 'Good stock and fair prices. I would love delivery to East London.'],
    ],
  },
  {
    owner: AFUA,
    name: 'Afua’s African Market Gqeberha',
    category: 'retail',
    description: 'Ghanaian and West African groceries for Nelson Mandela Bay: kenkey, shito, gari and frozen fish.',
    place: 'Newton Park',
    address: '87 Cape Road, Newton Park',
    phone: '041 555 0125',
    email: 'gqeberha@afuasmarket.example',
    website: 'https://afuasmarket.example',
    hours: HOURS.shop,
    listedDaysAgo: 38,
    reviews: [[EFUA, 5, 'Finally a place in the Bay for kenkey and shito!']],
  },
  {
    owner: DUFIE,
    name: 'Dufie’s Kitchen',
    category: 'restaurant',
    description:
      'Jollof, kelewele, groundnut soup and grilled tilapia a short walk from the beach. Sunday fufu from noon, and small chops for parties.',
    place: 'Summerstrand',
    address: '8 Marine Drive, Summerstrand',
    phone: '041 555 0170',
    email: 'eat@dufieskitchen.example',
    contact: 'Dufie Acheampong',
    hours: HOURS.restaurant,
    listedDaysAgo: 65,
    reviews: [
      [
        EFUA,
        5,
        'Kelewele and grilled tilapia by the sea. Dufie makes everyone feel at home.',
        'Thank you, Efua! Come back for Sunday fufu.',
      ],
      [NAA, 4, 'Worth the drive from East London for the groundnut soup.'],
      [
        SELASI,
        1,
        'Visited while in the Bay for work: we waited an hour and the food came out cold.',
        'We are very sorry, Selasi. That was a bad night in the kitchen — please let us make it up to you.',
      ],
    ],
  },
  {
    owner: DUFIE,
    name: 'Dufie’s Kitchen East London',
    category: 'restaurant',
    description: 'Our second kitchen: jollof, waakye and groundnut soup in Vincent, eat in or take away.',
    place: 'Vincent',
    address: '21 Devereux Avenue, Vincent',
    phone: '043 555 0151',
    email: 'eastlondon@dufieskitchen.example',
    hours: HOURS.restaurant,
    listedDaysAgo: 24,
    reviews: [
      [NAA, 4, 'Good jollof and friendly service. The menu is small for now.'],
      [KOBBY, 3, 'The food was good, but they had run out of fufu by seven.'],
    ],
  },
  // Waiting for the admin.
  {
    owner: YAW,
    name: 'Darko Phone Repairs',
    category: 'technology',
    description: 'Screens, batteries and charging ports replaced while you wait, for most phones and tablets.',
    place: 'Sunnyside',
    address: '18 Esselen Street, Sunnyside',
    phone: '060 555 0197',
    email: 'phones@darkotech.example',
    hours: HOURS.shop,
    pending: true,
    listedDaysAgo: 2,
  },
  {
    owner: KOJO,
    name: 'Sika Express Money Transfer Polokwane',
    category: 'finance',
    description: 'Money transfers to Ghana by bank or mobile money, opening soon in the centre of Polokwane.',
    place: 'Polokwane Central',
    address: '45 Landros Mare Street, Polokwane Central',
    phone: '015 555 0103',
    email: 'polokwane@sikaexpress.example',
    website: 'https://sikaexpress.example',
    hours: HOURS.officeSaturday,
    pending: true,
    listedDaysAgo: 1,
  },
  {
    owner: DUFIE,
    name: 'Dufie’s Catering & Small Chops',
    category: 'restaurant',
    description:
      'Catering for weddings, outdoorings and office parties: jollof, fried rice, kebabs, spring rolls and puff-puff.',
    place: 'Newton Park',
    address: '23 Newton Street, Newton Park',
    phone: '074 555 0166',
    email: 'catering@dufieskitchen.example',
    hours: null,
    pending: true,
    listedDaysAgo: 3,
  },
  {
    owner: KWABENA,
    name: 'Asare Cargo Express Bloemfontein',
    category: 'professional-services',
    description:
      'A drop-off point in Bloemfontein for barrels and boxes to Ghana, collected weekly for our Johannesburg depot.',
    place: 'Bloemfontein Central',
    address: '5 Victoria Road, Willows',
    phone: '051 555 0192',
    email: 'bloem@asarecargo.example',
    website: 'https://asarecargo.example',
    hours: HOURS.cargo,
    pending: true,
    listedDaysAgo: 4,
  },
];

/** A few hundred metres around the suburb's centre, fixed per listing, so pins do not sit on top of each other. */
function near(place: Place, index: number): { latitude: number; longitude: number } {
  const { lat, lon } = PLACES[place];
  const step = 0.0008;
  return {
    latitude: Math.round((lat + (((index * 37) % 9) - 4) * step) * 1e6) / 1e6,
    longitude: Math.round((lon + (((index * 53) % 9) - 4) * step) * 1e6) / 1e6,
  };
}

/**
 * The directory's demo content, through the same services a member and the admin use, so every counter
 * (reviews, ratings, followers) is the rows' own. Only the dates are moved back afterwards, so the listings
 * and reviews look as old as the story says rather than all made a second ago.
 */
export async function seedDemoBusinesses(services: Services, db: Database): Promise<void> {
  const { businessesService, businessApprovalService, reviewsService, followsService, vouchesService } = services;
  const businessesRepository = createBusinessesRepository(db);
  const { now, daysAgo, categoryId, member } = await demoContext(services, db, 'business');
  const joinedDaysAgo = (user: UserRow) => Math.floor((now.getTime() - user.createdAt.getTime()) / 86_400_000);

  for (const [index, listing] of DEMO_BUSINESSES.entries()) {
    const owner = await member(listing.owner);
    const place = PLACES[listing.place];
    const command = businessInput.parse({
      name: listing.name,
      description: listing.description,
      category_id: categoryId(listing.category),
      email: listing.email,
      phone: listing.phone,
      address: listing.address,
      city: place.city,
      province: findCity(place.city)!.province,
      ...near(listing.place, index),
      website: listing.website ?? null,
      contact_person: listing.contact ?? null,
      operating_hours: listing.hours,
    });
    const { id } = await businessesService.create(owner, command);
    // Nobody lists a business before joining.
    const listedDaysAgo = Math.min(listing.listedDaysAgo, joinedDaysAgo(owner) - 1);
    if (listing.pending) {
      await businessesRepository.update(db, id, { createdAt: daysAgo(listedDaysAgo) });
      continue;
    }
    await businessApprovalService.decide(id, 'approved', null);
    // The listings an admin has checked carry the Ghanaian-owned mark too; the others have not asked for it.
    if (listing.verified) {
      await businessApprovalService.setVerified(id, true);
      await businessApprovalService.setGhanaianOwned(id, true);
    }
    await businessesRepository.update(db, id, {
      createdAt: daysAgo(listedDaysAgo),
      approvedAt: daysAgo(listedDaysAgo - 1),
    });

    const listingReviews = listing.reviews ?? [];
    for (const [position, [email, rating, comment, reply]] of listingReviews.entries()) {
      const reviewer = await member(email);
      const { review } = await reviewsService.submit(reviewer, id, reviewInput.parse({ rating, comment }));
      if (reply) await reviewsService.reply(owner, id, review.id, replyInput.parse({ reply }));
      // Spread between the listing’s approval (or the reviewer’s joining) and today, the first written earliest.
      const since = Math.min(listedDaysAgo - 1, joinedDaysAgo(reviewer));
      const written = daysAgo(Math.floor((since * (listingReviews.length - position)) / (listingReviews.length + 1)));
      await db
        .update(reviews)
        .set({
          createdAt: written,
          updatedAt: written,
          ...(reply ? { repliedAt: new Date(Math.min(addDays(written, 1).getTime(), now.getTime())) } : {}),
        })
        .where(eq(reviews.id, review.id));
      // Members follow the places they liked, and vouch for those they loved, in their review's words.
      if (rating >= 4) await followsService.follow(reviewer, id);
      if (rating === 5) {
        await vouchesService.vouch(reviewer, id, vouchInput.parse({ note: comment.slice(0, 280) }).note);
        await db
          .update(vouches)
          .set({ createdAt: written })
          .where(and(eq(vouches.businessId, id), eq(vouches.userId, reviewer.id)));
      }
    }
  }
}
