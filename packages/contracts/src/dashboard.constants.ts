export const dashboardMessages = {
  loginRequired: 'Please log in to access your dashboard',
  noActivity: 'No activity yet. Join an event, follow a business or apply for a job and it will show here.',
  fetchFailed: 'Failed to load your dashboard.',
} as const;
