import { describe, expect, it } from 'vitest';
import type { JobWithRefs } from './jobs.repository.ts';
import { jobPostingData } from './jobs.structured-data.ts';

const PAGE = 'https://akwaaba.example/jobs/7';
const LOGO = 'https://akwaaba.example/uploads/jobs/logo7-w400.webp';

function jobRow(overrides: Partial<JobWithRefs['job']> = {}): JobWithRefs {
  return {
    job: {
      id: 7,
      userId: 3,
      categoryId: 1,
      title: 'Junior Software Developer',
      description: 'Build and look after the online shop of a Ghanaian food importer.',
      requirements: ['A year of TypeScript', 'A valid driver’s licence'],
      benefits: ['Medical aid'],
      skills: ['TypeScript', 'React'],
      tags: ['e-commerce'],
      companyName: 'Adinkra Foods',
      companyLogoKey: 'jobs/logo7',
      companyWebsite: 'https://adinkra-foods.example',
      location: '5 Rivonia Road, Sandton',
      city: 'Johannesburg',
      province: 'Gauteng',
      jobType: 'full_time',
      experienceLevel: 'junior',
      isRemote: false,
      salaryMin: '25000.00',
      salaryMax: '35000.00',
      currency: 'ZAR',
      salaryPeriod: 'month',
      workEligibility: 'right_to_work',
      contactEmail: 'jobs@adinkra-foods.example',
      contactPhone: '+27112345678',
      applicationUrl: null,
      status: 'published',
      hiddenFromStatus: null,
      hiddenReason: null,
      expiresAt: new Date('2030-06-30T21:59:59.999Z'),
      applicationsCount: 4,
      createdAt: new Date('2030-05-01T08:00:00.000Z'),
      updatedAt: new Date('2030-05-02T08:00:00.000Z'),
      ...overrides,
    },
    category: { id: 1, name: 'Technology & IT', slug: 'technology' },
    owner: { id: 3, name: 'Kofi Mensah' },
  };
}

describe('jobPostingData', () => {
  it('describes a job at its place with its pay, employer, dates and lists', () => {
    expect(jobPostingData(jobRow(), PAGE, LOGO)).toEqual({
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
    const data = jobPostingData(jobRow({ isRemote: true, location: 'Remote or Sandown', city: 'Johannesburg' }), PAGE);
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
    const data = jobPostingData(jobRow({ isRemote: false }), PAGE);
    expect(data).toHaveProperty('jobLocation');
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it.each([
    ['full_time', 'FULL_TIME'],
    ['part_time', 'PART_TIME'],
    ['contract', 'CONTRACTOR'],
    ['freelance', 'CONTRACTOR'],
    ['internship', 'INTERN'],
  ] as const)('writes %s in Google’s spelling %s', (jobType, employmentType) => {
    expect(jobPostingData(jobRow({ jobType }), PAGE).employmentType).toBe(employmentType);
  });

  it.each([
    ['hour', 'HOUR'],
    ['week', 'WEEK'],
    ['year', 'YEAR'],
  ] as const)('gives the salary period %s as the unit %s', (salaryPeriod, unitText) => {
    const data = jobPostingData(jobRow({ salaryPeriod, currency: 'USD' }), PAGE);
    expect(data.baseSalary).toMatchObject({ currency: 'USD', value: { unitText } });
  });

  it('gives one end of a range alone, and no salary when none was posted', () => {
    expect(jobPostingData(jobRow({ salaryMax: null }), PAGE).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'ZAR',
      value: { '@type': 'QuantitativeValue', minValue: 25000, unitText: 'MONTH' },
    });
    expect(jobPostingData(jobRow({ salaryMin: null, salaryMax: null }), PAGE).baseSalary).toBeUndefined();
  });

  it('leaves out what was not given: website, logo, province and empty lists', () => {
    const data = jobPostingData(
      jobRow({
        companyWebsite: null,
        companyLogoKey: null,
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
