import { describe, expect, it } from 'vitest';
import type { EventDetail } from './events.ts';
import type { JobDetail } from './jobs.ts';
import { eventPageMeta, jobPageMeta, jobPostingData } from './page-heads.ts';

const event: EventDetail = {
  id: 12,
  title: 'Kente Weaving Workshop',
  description: 'Learn the basics of kente weaving from a master weaver from Bonwire.',
  category: { id: 3, name: 'Cultural Celebrations', slug: 'cultural-celebrations' },
  event_type: 'virtual',
  held_in: 'south_africa',
  life_event: null,
  // Friday 18:00 to Saturday 01:30 in South Africa (UTC+2).
  start_date: '2030-03-08T16:00:00.000Z',
  end_date: '2030-03-08T23:30:00.000Z',
  venue_name: null,
  city: null,
  price: null,
  max_attendees: 20,
  attendees_count: 20,
  image: null,
  image_card: null,
  image_srcset: null,
  image_card_srcset: null,
  user: { id: 4, name: 'Abena Owusu', email: null },
  user_id: 4,
  venue: null,
  venue_address: null,
  address: null,
  virtual_url: 'https://meet.example/kente',
  additional_info: null,
  is_public: true,
  requires_approval: false,
  reconfirm_hours: null,
  cancelled_at: null,
  max_plus_ones: 0,
  status: 'approved',
  rejection_reason: null,
  waitlist_count: 0,
  user_attending: false,
  user_waitlisted: false,
  user_requested: false,
  waitlist_position: null,
  user_plus_ones: null,
  is_owner: false,
  host_role: null,
  association: null,
  repeat: null,
  series: null,
  created_at: '2030-01-01T10:00:00.000Z',
};

describe('eventPageMeta', () => {
  const address = { publicUrl: 'https://akwaaba.example', pageUrl: 'https://akwaaba.example/events/12' };
  const page = eventPageMeta(event, address);

  it('says an online event is online, and spells an end on the next day in full', () => {
    expect(page.description).toBe(
      'Friday, 8 March 2030, 18:00 (16:00 in Ghana) – Saturday, 9 March 2030, 01:30 · Online event. Learn the basics of kente weaving from a master weaver from Bonwire.',
    );
    expect(page.image).toBeNull();
  });

  it('words an event held in Ghana on Ghana’s clock, with South Africa’s time beside its start', () => {
    const inGhana = eventPageMeta(
      { ...event, event_type: 'physical', held_in: 'ghana', venue_name: 'Jubilee Park', city: 'Sekondi-Takoradi' },
      address,
    );
    expect(inGhana.description).toBe(
      'Friday, 8 March 2030, 16:00 (18:00 in South Africa) – 23:30 · Jubilee Park, Sekondi-Takoradi. Learn the basics of kente weaving from a master weaver from Bonwire.',
    );
  });

  it('names the price of a priced event in the shared link’s description', () => {
    const priced = eventPageMeta(
      { ...event, event_type: 'physical', venue_name: 'Zoo Lake Gardens', city: 'Johannesburg', price: '1250.00' },
      address,
    );
    expect(priced.description).toBe(
      'Friday, 8 March 2030, 18:00 (16:00 in Ghana) – Saturday, 9 March 2030, 01:30 · Zoo Lake Gardens, Johannesburg · R1 250.00. Learn the basics of kente weaving from a master weaver from Bonwire.',
    );
  });

  it('describes it to search engines as an online event that is full, at its page rather than its meeting link', () => {
    expect(page.structuredData).toMatchObject({
      '@type': 'Event',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://akwaaba.example/events/12' },
      offers: { price: '0', priceCurrency: 'ZAR', availability: 'https://schema.org/SoldOut' },
    });
    expect(JSON.stringify(page.structuredData)).not.toContain('meet.example');
  });

  it('shows the picture’s JPEG rendition, at the preview size, and names it in the Event data', () => {
    const pictured = eventPageMeta({ ...event, image: '/uploads/events/abc-full.webp' }, address);
    expect(pictured.image).toMatchObject({
      url: '/uploads/events/abc-og.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
    expect(pictured.structuredData).toMatchObject({ image: ['https://akwaaba.example/uploads/events/abc-og.jpg'] });
  });
});

const PAGE = 'https://akwaaba.example/jobs/7';
const LOGO = 'https://akwaaba.example/uploads/jobs/logo7-w400.webp';

function job(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    id: 7,
    user_id: 3,
    title: 'Junior Software Developer',
    description: 'Build and look after the online shop of a Ghanaian food importer.',
    category: { id: 1, name: 'Technology & IT', slug: 'technology' },
    requirements: ['A year of TypeScript', 'A valid driver’s licence'],
    benefits: ['Medical aid'],
    skills: ['TypeScript', 'React'],
    tags: ['e-commerce'],
    company_name: 'Adinkra Foods',
    company_logo: '/uploads/jobs/logo7-w192.webp',
    company_logo_srcset: null,
    company_website: 'https://adinkra-foods.example',
    location: '5 Rivonia Road, Sandton',
    city: 'Johannesburg',
    province: 'Gauteng',
    job_type: 'full_time',
    experience_level: 'junior',
    is_remote: false,
    salary_min: '25000.00',
    salary_max: '35000.00',
    currency: 'ZAR',
    salary_period: 'month',
    work_eligibility: 'right_to_work',
    contact_email: 'jobs@adinkra-foods.example',
    contact_phone: '+27112345678',
    application_url: null,
    status: 'published',
    is_expired: false,
    is_owner: false,
    user_applied: false,
    user_application: null,
    applications_count: 4,
    expires_at: '2030-06-30T21:59:59.999Z',
    created_at: '2030-05-01T08:00:00.000Z',
    updated_at: '2030-05-02T08:00:00.000Z',
    user: { id: 3, name: 'Kofi Mensah' },
    ...overrides,
  };
}

describe('jobPageMeta', () => {
  it('names the employer’s logo (its larger rendition, absolute) in the JobPosting data', () => {
    const meta = jobPageMeta(job(), { publicUrl: 'https://akwaaba.example', pageUrl: PAGE });
    expect(meta.structuredData).toMatchObject({ hiringOrganization: { logo: LOGO } });
    expect(meta.description).toMatch(
      /^Adinkra Foods · Johannesburg · Full-time · R25[\s\u00a0]000 – R35[\s\u00a0]000 per month\. Build/,
    );
  });
});

describe('jobPostingData', () => {
  it('describes a job at its place with its pay, employer, dates and lists', () => {
    expect(jobPostingData(job(), PAGE, LOGO)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Junior Software Developer',
      description: 'Build and look after the online shop of a Ghanaian food importer.',
      url: PAGE,
      datePosted: '2030-05-01T08:00:00.000Z',
      validThrough: '2030-06-30T21:59:59.999Z',
      employmentType: 'FULL_TIME',
      industry: 'Technology & IT',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Adinkra Foods',
        sameAs: 'https://adinkra-foods.example',
        logo: LOGO,
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '5 Rivonia Road, Sandton',
          addressLocality: 'Johannesburg',
          addressRegion: 'Gauteng',
          addressCountry: 'ZA',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'ZAR',
        value: { '@type': 'QuantitativeValue', minValue: 25000, maxValue: 35000, unitText: 'MONTH' },
      },
      qualifications: 'A year of TypeScript\nA valid driver’s licence',
      jobBenefits: 'Medical aid',
      skills: 'TypeScript\nReact',
      directApply: true,
    });
  });

  it('marks a remote job as telecommuting from South Africa and keeps its place (a hybrid job)', () => {
    const data = jobPostingData(job({ is_remote: true, location: 'Remote or Sandown', city: 'Johannesburg' }), PAGE);
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'ZA' },
      jobLocation: {
        '@type': 'Place',
        address: { streetAddress: 'Remote or Sandown', addressLocality: 'Johannesburg', addressCountry: 'ZA' },
      },
    });
  });

  it('gives a job on site its place only', () => {
    const data = jobPostingData(job({ is_remote: false }), PAGE);
    expect(data).toHaveProperty('jobLocation');
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it.each([
    ['full_time', 'FULL_TIME'],
    ['part_time', 'PART_TIME'],
    ['contract', 'CONTRACTOR'],
    ['freelance', 'CONTRACTOR'],
    ['internship', 'INTERN'],
  ] as const)('writes %s in Google’s spelling %s', (job_type, employmentType) => {
    expect(jobPostingData(job({ job_type }), PAGE).employmentType).toBe(employmentType);
  });

  it.each([
    ['hour', 'HOUR'],
    ['week', 'WEEK'],
    ['year', 'YEAR'],
  ] as const)('gives the salary period %s as the unit %s', (salary_period, unitText) => {
    const data = jobPostingData(job({ salary_period, currency: 'USD' }), PAGE);
    expect(data.baseSalary).toMatchObject({ currency: 'USD', value: { unitText } });
  });

  it('gives one end of a range alone, and no salary when none was posted', () => {
    expect(jobPostingData(job({ salary_max: null }), PAGE).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'ZAR',
      value: { '@type': 'QuantitativeValue', minValue: 25000, unitText: 'MONTH' },
    });
    expect(jobPostingData(job({ salary_min: null, salary_max: null }), PAGE).baseSalary).toBeUndefined();
  });

  it('leaves out what was not given: website, logo, province and empty lists', () => {
    const data = jobPostingData(
      job({
        company_website: null,
        company_logo: null,
        province: null,
        requirements: [],
        benefits: [],
        skills: [],
      }),
      PAGE,
    );
    const json = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    expect(json.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Adinkra Foods' });
    expect(json.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '5 Rivonia Road, Sandton',
        addressLocality: 'Johannesburg',
        addressCountry: 'ZA',
      },
    });
    expect(json).not.toHaveProperty('qualifications');
    expect(json).not.toHaveProperty('jobBenefits');
    expect(json).not.toHaveProperty('skills');
  });
});
