import type { BusinessCategory } from '@akwaaba/contracts';

export interface DemoMember {
  name: string;
  email: string;
  userType: 'individual' | 'business';
  location: string;
  bio: string;
  profession?: string;
  business?: { name: string; category: BusinessCategory; description: string; registration: string; verified: boolean };
  joinedDaysAgo: number;
}

/** The demo members' addresses, for the demo's events, listings and jobs to name them by. */
export const KWAME = 'kwame.mensah@akwaaba.demo';
export const AMA = 'ama.owusu@akwaaba.demo';
export const KOFI = 'kofi.boateng@akwaaba.demo';
export const YAW = 'yaw.darko@akwaaba.demo';
export const NANA = 'nana.agyeman@akwaaba.demo';
export const ADWOA = 'adwoa.bonsu@akwaaba.demo';
export const KWABENA = 'kwabena.asare@akwaaba.demo';
export const ESI = 'esi.quansah@akwaaba.demo';
export const KOJO = 'kojo.antwi@akwaaba.demo';
export const AKUA = 'akua.frimpong@akwaaba.demo';
export const YAA = 'yaa.boakye@akwaaba.demo';
export const FIIFI = 'fiifi.ansah@akwaaba.demo';
export const EMMANUEL = 'emmanuel.owusu-ansah@akwaaba.demo';
export const SERWAA = 'serwaa.danso@akwaaba.demo';
export const KWESI = 'kwesi.appiah@akwaaba.demo';
export const AFUA = 'afua.sarpong@akwaaba.demo';
export const DUFIE = 'dufie.acheampong@akwaaba.demo';
export const AKOSUA = 'akosua.asante@akwaaba.demo';
export const EFUA = 'efua.addo@akwaaba.demo';
export const ABENA = 'abena.osei@akwaaba.demo';
export const SELASI = 'selasi.agbeko@akwaaba.demo';
export const ADJOA = 'adjoa.ofori@akwaaba.demo';
export const KOBBY = 'kobby.asamoah@akwaaba.demo';
export const NAA = 'naa.tetteh@akwaaba.demo';
export const EDEM = 'edem.kpodo@akwaaba.demo';

/** Members of the demo community: realistic, clearly on a demo domain, never shown on a real install. */
export const DEMO_MEMBERS: DemoMember[] = [
  {
    name: 'Kwame Mensah',
    email: 'kwame.mensah@akwaaba.demo',
    userType: 'individual',
    location: 'Johannesburg',
    profession: 'Software Engineer',
    bio: 'Born in Kumasi, in Joburg since 2015. Always up for a Sunday football match and a plate of waakye.',
    joinedDaysAgo: 210,
  },
  {
    name: 'Ama Owusu',
    email: 'ama.owusu@akwaaba.demo',
    userType: 'business',
    location: 'Cape Town',
    bio: 'Chef and owner of Ama’s Kitchen. Bringing the taste of home to the Mother City.',
    business: {
      name: 'Ama’s Kitchen',
      category: 'restaurant',
      description:
        'Jollof, banku with tilapia, kelewele and fufu with light soup — cooked the way your mother makes it. Catering for weddings and naming ceremonies.',
      registration: '2019/456789/07',
      verified: true,
    },
    joinedDaysAgo: 180,
  },
  {
    name: 'Kofi Boateng',
    email: 'kofi.boateng@akwaaba.demo',
    userType: 'business',
    location: 'Pretoria',
    bio: 'Mechanic for twenty years, in Pretoria for ten. Honest quotes, quick service.',
    business: {
      name: 'Boateng Auto Repairs',
      category: 'automotive',
      description: 'Services, diagnostics and panel beating for all makes. Community discount for members.',
      registration: '2016/123456/07',
      verified: true,
    },
    joinedDaysAgo: 150,
  },
  {
    name: 'Akosua Asante',
    email: 'akosua.asante@akwaaba.demo',
    userType: 'individual',
    location: 'Durban',
    profession: 'Registered Nurse',
    bio: 'Nurse at a Durban hospital, choir member and proud Ashanti. Happy to help newcomers settle in KZN.',
    joinedDaysAgo: 120,
  },
  {
    name: 'Yaw Darko',
    email: 'yaw.darko@akwaaba.demo',
    userType: 'business',
    location: 'Johannesburg',
    bio: 'IT consultant helping small businesses get online.',
    business: {
      name: 'Darko Tech Solutions',
      category: 'technology',
      description: 'Websites, laptops repairs and IT support for small businesses across Gauteng.',
      registration: '2021/987654/07',
      verified: false,
    },
    joinedDaysAgo: 60,
  },
  {
    name: 'Efua Addo',
    email: 'efua.addo@akwaaba.demo',
    userType: 'individual',
    location: 'Gqeberha (Port Elizabeth)',
    profession: 'Mathematics Teacher',
    bio: 'Teaching maths in Gqeberha. Organiser of the Eastern Cape Ghanaian families’ picnic.',
    joinedDaysAgo: 45,
  },
  {
    name: 'Nana Agyeman',
    email: 'nana.agyeman@akwaaba.demo',
    userType: 'business',
    location: 'Johannesburg',
    bio: 'Importer of kente, batakari and beads from Ghana.',
    business: {
      name: 'Kente Corner',
      category: 'retail',
      description: 'Authentic kente cloth, smocks, beads and African print fabrics, imported from Bonwire and Kumasi.',
      registration: '2018/246810/07',
      verified: true,
    },
    joinedDaysAgo: 30,
  },
  {
    name: 'Abena Osei',
    email: 'abena.osei@akwaaba.demo',
    userType: 'individual',
    location: 'Pretoria',
    profession: 'Chartered Accountant',
    bio: 'CA(SA) in Pretoria. Happy to talk careers, tax season survival and Black Stars football.',
    joinedDaysAgo: 12,
  },
  // Owners of the directory's listings (demo-businesses.ts) and the members who review them.
  {
    name: 'Adwoa Bonsu',
    email: 'adwoa.bonsu@akwaaba.demo',
    userType: 'business',
    location: 'Johannesburg',
    bio: 'Braider and stylist for fifteen years, from Adum market in Kumasi to Rockey Street in Yeoville.',
    business: {
      name: 'Adwoa’s Braids & Beauty',
      category: 'other',
      description:
        'Knotless braids, cornrows, twists and Ghana weaving, with salons in Johannesburg, Pretoria and Cape Town.',
      registration: '2014/118204/07',
      verified: true,
    },
    joinedDaysAgo: 200,
  },
  {
    name: 'Kwabena Asare',
    email: 'kwabena.asare@akwaaba.demo',
    userType: 'business',
    location: 'Johannesburg',
    bio: 'Shipping barrels, boxes and cars to Ghana since 2009. Ask me about the December container.',
    business: {
      name: 'Asare Cargo Express',
      category: 'professional_services',
      description:
        'Sea and air freight from South Africa to Tema, Accra, Kumasi and Takoradi, with door-to-door delivery.',
      registration: '2009/402117/07',
      verified: true,
    },
    joinedDaysAgo: 190,
  },
  {
    name: 'Esi Quansah',
    email: 'esi.quansah@akwaaba.demo',
    userType: 'business',
    location: 'Johannesburg',
    bio: 'Chartered accountant helping small businesses and families keep SARS happy.',
    business: {
      name: 'Quansah & Co. Accountants',
      category: 'finance',
      description: 'Bookkeeping, tax returns, payroll and company registration for small businesses and individuals.',
      registration: '2012/207731/21',
      verified: true,
    },
    joinedDaysAgo: 170,
  },
  {
    name: 'Kojo Antwi',
    email: 'kojo.antwi@akwaaba.demo',
    userType: 'business',
    location: 'Johannesburg',
    bio: 'Sending money home should be quick and fair. Branches in Yeoville, Durban and East London.',
    business: {
      name: 'Sika Express Money Transfer',
      category: 'finance',
      description: 'Transfers to bank accounts and mobile money wallets in Ghana, Nigeria and Zimbabwe.',
      registration: '2020/551903/07',
      verified: false,
    },
    joinedDaysAgo: 90,
  },
  {
    name: 'Akua Frimpong',
    email: 'akua.frimpong@akwaaba.demo',
    userType: 'business',
    location: 'Johannesburg',
    bio: 'Family doctor trained at KNUST and Wits. Runs a clinic in Midrand and two community pharmacies.',
    business: {
      name: 'Frimpong Family Clinic',
      category: 'healthcare',
      description:
        'General practice, antenatal care, travel vaccinations and chronic medication, with medical aid accepted.',
      registration: '2015/330218/21',
      verified: true,
    },
    joinedDaysAgo: 160,
  },
  {
    name: 'Yaa Boakye',
    email: 'yaa.boakye@akwaaba.demo',
    userType: 'business',
    location: 'Johannesburg',
    bio: 'Cook, mother of three and owner of Yaa’s Chop Bar. Fufu is pounded fresh every day.',
    business: {
      name: 'Yaa’s Chop Bar',
      category: 'restaurant',
      description: 'Fufu with light soup, banku with okro stew, waakye on Saturdays: the chop bar food of home.',
      registration: '2016/774410/07',
      verified: true,
    },
    joinedDaysAgo: 220,
  },
  {
    name: 'Fiifi Ansah',
    email: 'fiifi.ansah@akwaaba.demo',
    userType: 'business',
    location: 'Johannesburg',
    bio: 'Photographer and DJ. Weddings, outdoorings, funerals and parties: pictures and music for the whole day.',
    business: {
      name: 'Fiifi Ansah Photography',
      category: 'entertainment',
      description: 'Wedding, event and portrait photography and video across South Africa.',
      registration: '2018/605142/07',
      verified: true,
    },
    joinedDaysAgo: 140,
  },
  {
    name: 'Emmanuel Owusu-Ansah',
    email: 'emmanuel.owusu-ansah@akwaaba.demo',
    userType: 'business',
    location: 'Pretoria',
    bio: 'Administrator of the Ebenezer Ghanaian Methodist congregation; our halls are open to the whole community.',
    business: {
      name: 'Ebenezer Hall Hire',
      category: 'other',
      description: 'Church halls with chairs, tables and kitchens for funerals, weddings, outdoorings and meetings.',
      registration: '2011/009876/08',
      verified: true,
    },
    joinedDaysAgo: 130,
  },
  {
    name: 'Serwaa Danso',
    email: 'serwaa.danso@akwaaba.demo',
    userType: 'business',
    location: 'Johannesburg',
    bio: 'Estate agent for ten years. I help families rent and buy here, and buy safely back home in Ghana.',
    business: {
      name: 'Danso Properties',
      category: 'real_estate',
      description: 'Rentals and sales in Gauteng, Cape Town and Durban, and guidance on buying land in Ghana.',
      registration: '2015/447120/07',
      verified: true,
    },
    joinedDaysAgo: 115,
  },
  {
    name: 'Kwesi Appiah',
    email: 'kwesi.appiah@akwaaba.demo',
    userType: 'business',
    location: 'Pretoria',
    bio: 'Maths teacher turned tutoring-centre owner. Every child can do maths with the right help.',
    business: {
      name: 'Appiah Learning Centre',
      category: 'education',
      description: 'Maths and science tutoring for grades 8 to 12, matric revision and Twi classes for children.',
      registration: '2017/289004/07',
      verified: true,
    },
    joinedDaysAgo: 150,
  },
  {
    name: 'Afua Sarpong',
    email: 'afua.sarpong@akwaaba.demo',
    userType: 'business',
    location: 'Durban',
    bio: 'Importer of Ghanaian and West African foodstuffs for KwaZulu-Natal and the Eastern Cape.',
    business: {
      name: 'Afua’s African Market',
      category: 'retail',
      description: 'Gari, kenkey, shito, palm oil, smoked fish, plantain and yam, with fresh stock every Thursday.',
      registration: '2019/118823/07',
      verified: true,
    },
    joinedDaysAgo: 100,
  },
  {
    name: 'Dufie Acheampong',
    email: 'dufie.acheampong@akwaaba.demo',
    userType: 'business',
    location: 'Gqeberha (Port Elizabeth)',
    bio: 'Cooking Ghanaian food by the sea in Nelson Mandela Bay, and now in East London too.',
    business: {
      name: 'Dufie’s Kitchen',
      category: 'restaurant',
      description: 'Jollof, kelewele, groundnut soup and grilled tilapia, to eat in or take away.',
      registration: '2022/630519/07',
      verified: false,
    },
    joinedDaysAgo: 70,
  },
  {
    name: 'Selasi Agbeko',
    email: 'selasi.agbeko@akwaaba.demo',
    userType: 'individual',
    location: 'Cape Town',
    profession: 'Civil Engineer',
    bio: 'From Ho in the Volta Region, building roads in the Western Cape. Weekend hiker and jollof judge.',
    joinedDaysAgo: 175,
  },
  {
    name: 'Adjoa Ofori',
    email: 'adjoa.ofori@akwaaba.demo',
    userType: 'individual',
    location: 'Johannesburg',
    profession: 'Marketing Manager',
    bio: 'Accra girl in Joburg since 2017. Always looking for the next good chop bar and a good braider.',
    joinedDaysAgo: 205,
  },
  {
    name: 'Kobby Asamoah',
    email: 'kobby.asamoah@akwaaba.demo',
    userType: 'individual',
    location: 'Bloemfontein',
    profession: 'University Lecturer',
    bio: 'Lecturing chemistry in Bloemfontein. Small community here, big hearts.',
    joinedDaysAgo: 95,
  },
  {
    name: 'Naa Adjeley Tetteh',
    email: 'naa.tetteh@akwaaba.demo',
    userType: 'individual',
    location: 'East London',
    profession: 'Social Worker',
    bio: 'Ga from Teshie, social worker in Buffalo City. Happy to help new arrivals find their feet.',
    joinedDaysAgo: 85,
  },
  {
    name: 'Edem Kpodo',
    email: 'edem.kpodo@akwaaba.demo',
    userType: 'individual',
    location: 'Polokwane',
    profession: 'Mining Engineer',
    bio: 'Mining engineer in Limpopo, often on the road to Pretoria and Joburg. Loves highlife and a good waakye.',
    joinedDaysAgo: 110,
  },
];
