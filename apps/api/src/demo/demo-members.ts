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
];
