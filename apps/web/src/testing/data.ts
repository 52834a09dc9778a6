import {
  activityItem,
  applicant,
  PRIVACY_VERSION,
  TERMS_VERSION,
  jobDetail,
  jobSummary,
  myApplication,
  myJob,
  type Applicant,
  type JobDetail,
  type JobSummary,
  type MyApplication,
  type MyJob,
  adminStatsResponse,
  businessDetail,
  businessSummary,
  category,
  currentUser,
  dashboardResponse,
  ONBOARDING_STEPS_BY_TYPE,
  eventDetail,
  eventSummary,
  myBusiness,
  myEvent,
  pageMeta,
  pendingBusiness,
  pendingEvent,
  publicUser,
  review,
  verificationRequest,
  contactMessage,
  deadOutboxMessage,
  type ContactMessage,
  type DeadOutboxMessage,
  type ActivityItem,
  type AdminStats,
  type BusinessDetail,
  type BusinessSummary,
  type Category,
  type CurrentUser,
  type DashboardResponse,
  type EventDetail,
  type EventSummary,
  type ListResponse,
  type MyBusiness,
  type MyEvent,
  type PendingBusiness,
  type PendingEvent,
  type PublicUser,
  type Review,
  type VerificationRequest,
} from '@akwaaba/contracts';

// Fixtures go through the contracts' schemas, so a test can only stub answers the API could give.

let nextId = 1;

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const id = overrides.id ?? nextId++;
  return currentUser.parse({
    id,
    name: 'Ama Mensah',
    user_type: 'individual',
    business_name: null,
    business_description: null,
    business_category: null,
    is_verified_business: false,
    created_at: '2025-03-14T10:00:00+02:00',
    profile: {
      bio: null,
      location: 'Johannesburg',
      profession: 'Nurse',
      linkedin_url: null,
      twitter_url: null,
      facebook_url: null,
    },
    email: `member${id}@example.com`,
    phone: null,
    is_admin: false,
    business_registration_number: null,
    phone_verified: false,
    // Confirmed, so the prompt to confirm shows only in the tests about it.
    email_confirmed: true,
    pending_email: null,
    account_type_chosen: true,
    has_password: true,
    show_in_search: true,
    verification_requested_at: null,
    notifications: {
      notify_new_events: true,
      notify_sms_updates: true,
      notify_marketing: false,
      notify_weekly_digest: true,
    },
    consents: {
      terms_version: TERMS_VERSION,
      terms_accepted_at: '2025-03-14T10:00:00+02:00',
      privacy_version: PRIVACY_VERSION,
      marketing_granted_at: null,
    },
    ...overrides,
  });
}

export function makeBusinessUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({
    name: 'Kofi Boateng',
    user_type: 'business',
    business_name: 'Kofi’s Kitchen',
    business_category: 'restaurant',
    business_description: 'Jollof, waakye and kelewele in Braamfontein.',
    business_registration_number: '2019/123456/07',
    ...overrides,
  });
}

export function toPublicUser(user: CurrentUser): PublicUser {
  return publicUser.parse(user);
}

export function makeDashboard(overrides: Partial<DashboardResponse['data']> = {}): DashboardResponse {
  return dashboardResponse.parse({
    data: {
      user_type: 'individual',
      is_new_member: false,
      counters: {
        events_attending: 0,
        businesses_following: 0,
        jobs_applied: 0,
        events_created: 0,
        business_listings: 0,
        associations_joined: 0,
        jobs_posted: 0,
      },
      // Nothing done yet: each of the account type's first steps to do.
      onboarding: ONBOARDING_STEPS_BY_TYPE[overrides.user_type ?? 'individual'].map((step) => ({ step, done: false })),
      recent_activity: [],
      ...overrides,
    },
  });
}

export function makeActivity(overrides: Partial<ActivityItem> = {}): ActivityItem {
  return activityItem.parse({
    id: nextId++,
    type: 'event_rsvp',
    message: 'You are attending Ghana Independence Day Braai',
    link: '/events/7',
    created_at: '2026-03-01T12:00:00+02:00',
    read: true,
    ...overrides,
  });
}

export function makeAdminStats(overrides: Partial<AdminStats> = {}): { data: AdminStats } {
  return adminStatsResponse.parse({
    data: {
      members: 42,
      individual_members: 30,
      business_members: 12,
      admins: 2,
      new_members_this_week: 5,
      verification_requests: 3,
      open_contact_messages: 4,
      open_reports: 0,
      ...overrides,
    },
  });
}

export const eventCategories: Category[] = [
  { id: 1, name: 'Cultural', slug: 'cultural', type: 'event' },
  { id: 2, name: 'Networking', slug: 'networking', type: 'event' },
  { id: 3, name: 'Religious', slug: 'religious', type: 'event' },
].map((item) => category.parse(item));

/** A page of a list as the API answers it (page 1 of 12 unless told). */
export function makeList<T>(
  items: T[],
  { page = 1, perPage = 12, total = items.length }: { page?: number; perPage?: number; total?: number } = {},
): ListResponse<T> {
  return { ...pageMeta(page, perPage, total, items.length), data: items };
}

export function makeEventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  return eventSummary.parse({
    id: nextId++,
    title: 'Ghana Independence Day Braai',
    description: 'Celebrate 6 March with jollof, kelewele, highlife and the whole community in Joburg.',
    category: { id: 1, name: 'Cultural', slug: 'cultural' },
    event_type: 'physical',
    held_in: 'south_africa',
    life_event: null,
    start_date: '2030-03-06T10:00:00.000Z',
    end_date: '2030-03-06T16:00:00.000Z',
    venue_name: 'Zoo Lake Park',
    city: 'Johannesburg',
    price: '150.00',
    max_attendees: 200,
    attendees_count: 42,
    image: null,
    image_card: null,
    image_card_srcset: null,
    user: { id: 900, name: 'Kofi Boateng' },
    cancelled_at: null,
    repeat: null,
    ...overrides,
  });
}

export function makeEventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  const summary = makeEventSummary({ id: overrides.id ?? nextId++ });
  return eventDetail.parse({
    ...summary,
    image_srcset: null,
    user_id: 900,
    user: { id: 900, name: 'Kofi Boateng', email: 'kofi@example.com' },
    venue: 'Zoo Lake Park',
    venue_address: 'Prince of Wales Dr, Parkview',
    address: 'Prince of Wales Dr, Parkview',
    virtual_url: null,
    additional_info: null,
    is_public: true,
    requires_approval: false,
    max_plus_ones: 0,
    reconfirm_hours: null,
    status: 'approved',
    rejection_reason: null,
    waitlist_count: 0,
    user_attending: false,
    user_waitlisted: false,
    user_requested: false,
    waitlist_position: null,
    user_plus_ones: null,
    is_owner: false,
    // An owner runs their event (decision 040); tests about co-hosts and admins say so.
    host_role: overrides.is_owner ? 'organiser' : null,
    association: null,
    series: null,
    created_at: '2029-12-01T08:00:00.000Z',
    ...overrides,
  });
}

export function makeMyEvent(overrides: Partial<MyEvent> = {}): MyEvent {
  return myEvent.parse({
    ...makeEventSummary({ id: overrides.id ?? nextId++ }),
    is_public: true,
    status: 'approved',
    rejection_reason: null,
    waitlist_count: 0,
    ...overrides,
  });
}

export function makePendingEvent(overrides: Partial<PendingEvent> = {}): PendingEvent {
  return pendingEvent.parse({
    id: nextId++,
    title: 'Harvest Thanksgiving Service',
    description: 'A morning of praise and thanks for the harvest, with a shared meal after the service.',
    image_card: null,
    image_card_srcset: null,
    start_date: '2030-10-12T08:00:00.000Z',
    city: 'Pretoria',
    category: { name: 'Religious' },
    user: { id: 901, name: 'Abena Owusu' },
    series: null,
    created_at: '2030-09-01T08:00:00.000Z',
    ...overrides,
  });
}

export const businessCategories: Category[] = [
  { id: 11, name: 'Restaurant', slug: 'restaurant', type: 'business' },
  { id: 12, name: 'Retail', slug: 'retail', type: 'business' },
  { id: 13, name: 'Professional Services', slug: 'professional-services', type: 'business' },
].map((item) => category.parse(item));

/** A row of My Businesses: the owner's listing with its approval status. */
export function makeMyBusiness(overrides: Partial<MyBusiness> = {}): MyBusiness {
  return myBusiness.parse({
    id: nextId++,
    name: 'Kofi’s Kitchen',
    description: 'Jollof, waakye and kelewele, cooked the way your mother made them.',
    category: { id: 11, name: 'Restaurant', slug: 'restaurant' },
    is_verified: false,
    ghanaian_owned: false,
    average_rating: 0,
    total_reviews: 0,
    address: '12 Juta Street, Braamfontein',
    city: 'Johannesburg',
    province: 'Gauteng',
    contact_person: 'Kofi Boateng',
    phone: '+27111234567',
    status: 'approved',
    rejection_reason: null,
    ...overrides,
  });
}

export function makePendingBusiness(overrides: Partial<PendingBusiness> = {}): PendingBusiness {
  return pendingBusiness.parse({
    id: nextId++,
    name: 'Adwoa’s Fabrics',
    description: 'Kente, batik and wax prints by the yard, and tailoring to order.',
    category: { name: 'Retail' },
    address: '88 Main Road, Sea Point',
    city: 'Cape Town',
    website: null,
    user: { id: 902, name: 'Adwoa Mensah' },
    resubmitted: false,
    created_at: '2030-09-02T08:00:00.000Z',
    ...overrides,
  });
}

export function makeVerificationRequest(overrides: Partial<VerificationRequest> = {}): VerificationRequest {
  return verificationRequest.parse({
    user_id: nextId++,
    name: 'Yaw Asante',
    email: 'yaw@asante-accounting.example',
    business_name: 'Asante Accounting',
    business_category: 'professional_services',
    business_registration_number: '2019/123456/07',
    requested_at: '2030-09-03T08:00:00.000Z',
    approved_listings: 1,
    ...overrides,
  });
}

/** A directory card: an approved listing with its rating. */
export function makeBusinessSummary(overrides: Partial<BusinessSummary> = {}): BusinessSummary {
  return businessSummary.parse({
    id: nextId++,
    name: 'Kofi’s Kitchen',
    description: 'Jollof, waakye and kelewele, cooked the way your mother made them.',
    category: { id: 11, name: 'Restaurant', slug: 'restaurant' },
    is_verified: false,
    ghanaian_owned: false,
    average_rating: 4.25,
    total_reviews: 12,
    address: '12 Juta Street, Braamfontein',
    city: 'Johannesburg',
    province: 'Gauteng',
    contact_person: 'Kofi Boateng',
    phone: '+27111234567',
    ...overrides,
  });
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return review.parse({
    id: nextId++,
    user: { id: 950, name: 'Esi Appiah' },
    rating: 5,
    comment: 'The best waakye this side of Accra.',
    is_verified: false,
    reply: null,
    replied_at: null,
    created_at: '2030-05-01T10:00:00.000Z',
    updated_at: '2030-05-01T10:00:00.000Z',
    ...overrides,
  });
}

/** A listing's page as a visitor sees it (approved, not theirs, no review of theirs). */
export function makeBusinessDetail(overrides: Partial<BusinessDetail> = {}): BusinessDetail {
  return businessDetail.parse({
    ...makeBusinessSummary({ id: overrides.id ?? nextId++ }),
    user_id: 900,
    user: { id: 900, name: 'Kofi Boateng' },
    email: 'hello@kofis-kitchen.example',
    website: 'https://kofis-kitchen.example',
    latitude: -26.1929,
    longitude: 28.0305,
    operating_hours: {
      monday: '08:00–17:00',
      tuesday: '08:00–17:00',
      wednesday: '08:00–17:00',
      thursday: '08:00–17:00',
      friday: '08:00–20:00',
      saturday: '09:00–14:00',
      sunday: '',
    },
    followers_count: 3,
    status: 'approved',
    rejection_reason: null,
    is_owner: false,
    user_following: false,
    user_review: null,
    reviews: [],
    vouches_count: 0,
    vouches: [],
    user_vouched: false,
    ghanaian_owned_requested: false,
    created_at: '2030-01-10T08:00:00.000Z',
    ...overrides,
  });
}

export const jobCategories: Category[] = [
  { id: 21, name: 'Information Technology', slug: 'information-technology', type: 'job' },
  { id: 22, name: 'Hospitality', slug: 'hospitality', type: 'job' },
].map((item) => category.parse(item));

/** A job board card: an open, published job in rand per month. */
export function makeJobSummary(overrides: Partial<JobSummary> = {}): JobSummary {
  return jobSummary.parse({
    id: nextId++,
    title: 'Junior Software Developer',
    description: 'Build and look after the web shop of a growing Ghanaian food importer in Johannesburg.',
    category: { id: 21, name: 'Information Technology', slug: 'information-technology' },
    company_name: 'Adinkra Foods',
    company_logo: null,
    company_logo_srcset: null,
    job_type: 'full_time',
    experience_level: 'junior',
    is_remote: false,
    salary_min: '25000.00',
    salary_max: '35000.00',
    currency: 'ZAR',
    salary_period: 'month',
    work_eligibility: 'right_to_work',
    location: 'Braamfontein',
    city: 'Johannesburg',
    province: 'Gauteng',
    applications_count: 4,
    expires_at: '2030-07-01T21:59:59.000Z',
    created_at: '2030-05-01T08:00:00.000Z',
    user: { id: 900, name: 'Kofi Boateng' },
    ...overrides,
  });
}

/** A job's page as a signed-in member who has not applied sees it. */
export function makeJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return jobDetail.parse({
    ...makeJobSummary({ id: overrides.id ?? nextId++ }),
    user_id: 900,
    company_website: 'https://adinkra-foods.example',
    requirements: ['A year of TypeScript', 'A valid driver’s licence'],
    benefits: ['Medical aid', 'Hybrid work'],
    skills: ['TypeScript', 'React'],
    tags: ['e-commerce'],
    contact_email: 'jobs@adinkra-foods.example',
    contact_phone: '+27111234567',
    application_url: null,
    status: 'published',
    is_expired: false,
    is_owner: false,
    user_applied: false,
    user_application: null,
    updated_at: '2030-05-01T08:00:00.000Z',
    ...overrides,
  });
}

/** A row of My Jobs: the poster's own job with its counts. */
export function makeMyJob(overrides: Partial<MyJob> = {}): MyJob {
  return myJob.parse({
    ...makeJobSummary({ id: overrides.id ?? nextId++ }),
    status: 'published',
    is_expired: false,
    new_applications_count: 1,
    ...overrides,
  });
}

/** An application as the job's poster sees it. */
export function makeApplicant(overrides: Partial<Applicant> = {}): Applicant {
  return applicant.parse({
    id: nextId++,
    job_id: 1,
    status: 'submitted',
    cover_note: 'I have built two online shops and would love to help yours grow.',
    cv: { name: 'ama-mensah-cv.pdf', size: 48_213, type: 'application/pdf' },
    user: { id: 950, name: 'Ama Mensah', email: 'ama@example.com', phone: '+27821234567' },
    created_at: '2030-05-02T09:00:00.000Z',
    updated_at: '2030-05-02T09:00:00.000Z',
    ...overrides,
  });
}

/** An application as the applicant sees it. */
export function makeMyApplication(overrides: Partial<MyApplication> = {}): MyApplication {
  return myApplication.parse({
    id: nextId++,
    status: 'submitted',
    cover_note: 'I have built two online shops and would love to help yours grow.',
    cv: null,
    job: {
      id: 1,
      title: 'Junior Software Developer',
      company_name: 'Adinkra Foods',
      city: 'Johannesburg',
      is_expired: false,
    },
    created_at: '2030-05-02T09:00:00.000Z',
    updated_at: '2030-05-02T09:00:00.000Z',
    ...overrides,
  });
}

export function makeContactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return contactMessage.parse({
    id: nextId++,
    user_id: null,
    name: 'Abena Mensah',
    email: 'abena@example.com',
    subject: 'Report a problem',
    message: 'The events page shows the wrong time for the braai.',
    status: 'open',
    created_at: '2030-09-03T08:00:00.000Z',
    closed_at: null,
    ...overrides,
  });
}

export function makeDeadOutboxMessage(overrides: Partial<DeadOutboxMessage> = {}): DeadOutboxMessage {
  return deadOutboxMessage.parse({
    id: nextId++,
    kind: 'mail',
    recipient: 'ab***@example.com',
    subject: 'Reset your Akwaaba password',
    attempts: 1,
    last_error: '550 5.1.1 <ab***@example.com>: mailbox unavailable',
    created_at: '2030-09-03T08:00:00.000Z',
    failed_at: '2030-09-03T08:00:05.000Z',
    ...overrides,
  });
}
