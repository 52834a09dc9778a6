/** The first steps a new member is shown, each done once their own rows say so. */
export const ONBOARDING_STEPS = ['profile', 'rsvp', 'follow', 'business_profile', 'listing', 'event', 'job'] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_STEPS_BY_TYPE = {
  individual: ['profile', 'rsvp', 'follow'],
  business: ['business_profile', 'listing', 'event', 'job'],
} as const satisfies Record<'individual' | 'business', readonly OnboardingStepKey[]>;

export const dashboardMessages = {
  loginRequired: 'Please log in to access your dashboard',
  noActivity: 'No activity yet. Join an event, follow a business or apply for a job and it will show here.',
  fetchFailed: 'Failed to load your dashboard.',
  gettingStarted: 'Get started',
  onboardingProgress: (done: number, total: number) => `${done} of ${total} steps done`,
  stepDone: 'Done',
  stepToDo: 'To do',
  hideChecklist: 'Hide this checklist',
  listBanner: {
    title: 'Grow your business with the community',
    text: 'List your business and host events so Ghanaians across South Africa can find you.',
    action: 'List your business',
  },
  /** The banner once the business is listed (awaiting approval or not): hosting is the next way to be found. */
  hostBanner: {
    title: 'Bring the community to you',
    text: 'Host a launch, a tasting or a get-together: members near you hear of it first.',
    action: 'Create Event',
  },
  onboardingSteps: {
    profile: {
      label: 'Complete your profile',
      why: 'A city and a few words about you help members know who they are meeting.',
    },
    rsvp: {
      label: 'RSVP to an event',
      why: 'See what the community is planning near you, from braais to church days.',
    },
    follow: {
      label: 'Follow a business',
      why: 'Hear about new events from the Ghanaian businesses you like.',
    },
    business_profile: {
      label: 'Complete your business profile',
      why: 'Your description and registration number build trust and let you ask for verification.',
    },
    listing: {
      label: 'List your business',
      why: 'Appear in the directory where members look for services they can trust.',
    },
    event: {
      label: 'Create an event',
      why: 'Invite the community to a launch, a tasting or a get-together.',
    },
    job: {
      label: 'Post a job',
      why: 'Reach Ghanaians across South Africa who are looking for work.',
    },
  } satisfies Record<OnboardingStepKey, { label: string; why: string }>,
} as const;
