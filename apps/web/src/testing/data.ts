import {
  activityItem,
  adminStatsResponse,
  currentUser,
  dashboardResponse,
  publicUser,
  type ActivityItem,
  type AdminStats,
  type CurrentUser,
  type DashboardResponse,
  type PublicUser,
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
    show_in_search: true,
    verification_requested_at: null,
    notifications: { notify_new_events: true, notify_sms_updates: true, notify_marketing: false },
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
      counters: {
        events_attending: 0,
        businesses_following: 0,
        jobs_applied: 0,
        events_created: 0,
        business_listings: 0,
        jobs_posted: 0,
      },
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
      ...overrides,
    },
  });
}
