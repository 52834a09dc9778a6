/** The most jobs a member keeps saved: enough for a long search, bounded so the list and its ids stay small. */
export const SAVED_JOBS_MAX = 200;

/** Saved jobs (docs/decisions/041-saved-jobs-and-job-alerts.md): texts of the button, the page and the API. */
export const savedJobMessages = {
  save: 'Save',
  saved: 'Saved',
  /** The button's name for screen readers (its visible word, then the job), who hear its pressed state too. */
  saveLabel: (title: string) => `Save “${title}”`,
  savedLabel: (title: string) => `Saved “${title}”`,
  loginToSave: 'Sign in to save',
  savedToast: 'Job saved. Find it under Saved Jobs.',
  unsavedToast: 'Job removed from your saved jobs.',
  saveFailed: 'Failed to save the job. Please try again.',
  tooMany: `You have saved ${SAVED_JOBS_MAX} jobs, the most we keep. Remove some you no longer need to save more.`,
  heading: 'Saved Jobs',
  intro: 'Jobs you saved, the most recently saved first.',
  loading: 'Loading your saved jobs...',
  fetchFailed: 'Failed to load your saved jobs.',
  empty: 'You have not saved any jobs yet. Use Save on a job to keep it here.',
  browseJobs: 'Browse jobs',
  noLongerOpen: 'No longer open',
  noLongerOpenHint: 'This job closed or was taken off the board since you saved it.',
  remove: 'Remove',
  removeLabel: (title: string) => `Remove “${title}” from your saved jobs`,
  savedOn: 'Saved',
} as const;
