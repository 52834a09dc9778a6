import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  EXPERIENCE_LEVELS,
  JOB_CURRENCIES,
  JOB_STATUSES,
  JOB_TYPES,
  SALARY_PERIODS,
  WORK_ELIGIBILITY,
} from '@akwaaba/contracts';
import { moderatedColumns, tsvector } from '../../db/columns.ts';
import { categories } from '../categories/categories.table.ts';
import { users } from '../users/users.table.ts';

/**
 * The board lists published jobs; whether one has expired is checked against the clock in the query (now() cannot
 * sit in an index predicate), and newest-first scans meet the open jobs first.
 */
const published = sql`status = 'published'`;

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    title: varchar('title', { length: 150 }).notNull(),
    description: text('description').notNull(),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    companyName: varchar('company_name', { length: 150 }).notNull(),
    /** The uploaded logo's stored picture (lib/images.ts), or null. */
    companyLogoKey: varchar('company_logo_key', { length: 120 }),
    companyWebsite: varchar('company_website', { length: 2048 }),
    location: varchar('location', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    province: varchar('province', { length: 60 }),
    jobType: varchar('job_type', { length: 20, enum: JOB_TYPES }).notNull(),
    experienceLevel: varchar('experience_level', { length: 20, enum: EXPERIENCE_LEVELS }).notNull(),
    isRemote: boolean('is_remote').notNull().default(false),
    /** In units of `currency` per `salary_period`, as posted (docs/rules/formats-and-defaults.md). */
    salaryMin: numeric('salary_min', { precision: 12, scale: 2 }),
    salaryMax: numeric('salary_max', { precision: 12, scale: 2 }),
    currency: varchar('currency', { length: 3, enum: JOB_CURRENCIES }).notNull(),
    salaryPeriod: varchar('salary_period', { length: 10, enum: SALARY_PERIODS }).notNull(),
    workEligibility: varchar('work_eligibility', { length: 30, enum: WORK_ELIGIBILITY }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }).notNull(),
    /** E.164 when it parses as a number; as written otherwise. */
    contactPhone: varchar('contact_phone', { length: 30 }),
    applicationUrl: varchar('application_url', { length: 2048 }),
    ...moderatedColumns(JOB_STATUSES, 'published'),
    /** The end of the deadline's day in South Africa, or JOB_DEFAULT_OPEN_DAYS after posting. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Kept equal to the application rows by the applications service, in the transaction that changes them. */
    applicationsCount: integer('applications_count').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C') || setweight(to_tsvector('simple', coalesce(city, '') || ' ' || coalesce(location, '')), 'D')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('jobs_applications_count_non_negative', sql`${table.applicationsCount} >= 0`),
    check(
      'jobs_salary_range',
      sql`${table.salaryMin} is null or ${table.salaryMax} is null or ${table.salaryMax} >= ${table.salaryMin}`,
    ),
    // The board lists newest first: one index per filter, each in that order. expires_at rides at the end, so a
    // filter's count of the open jobs reads the index alone rather than every job of that city or type.
    index('jobs_published_created_idx').on(table.createdAt.desc(), table.id.desc(), table.expiresAt).where(published),
    index('jobs_published_city_created_idx')
      .on(table.city, table.createdAt.desc(), table.id.desc(), table.expiresAt)
      .where(published),
    index('jobs_published_category_created_idx')
      .on(table.categoryId, table.createdAt.desc(), table.id.desc(), table.expiresAt)
      .where(published),
    index('jobs_published_type_created_idx')
      .on(table.jobType, table.createdAt.desc(), table.id.desc(), table.expiresAt)
      .where(published),
    index('jobs_published_level_created_idx')
      .on(table.experienceLevel, table.createdAt.desc(), table.id.desc(), table.expiresAt)
      .where(published),
    index('jobs_published_remote_created_idx')
      .on(table.createdAt.desc(), table.id.desc(), table.expiresAt)
      .where(sql`status = 'published' and is_remote`),
    // Counting the open jobs reads only those not yet expired.
    index('jobs_published_expires_idx').on(table.expiresAt).where(published),
    index('jobs_search_idx').using('gin', table.searchVector),
    // Site search's typo path: word similarity on the title, read through trigrams.
    index('jobs_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')).where(published),
    index('jobs_user_idx').on(table.userId, table.createdAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
