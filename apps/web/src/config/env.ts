/** Build-time settings, read once. */
function readApiUrl(): string {
  const value = import.meta.env.VITE_API_URL;
  if (value === undefined || value === '') return '/api/v1';
  if (!/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(value)) {
    throw new Error(`VITE_API_URL must be an http(s) URL or a path, got "${value}"`);
  }
  return value.replace(/\/$/, '');
}

export const env = {
  /** Base of the JSON API; the dev server proxies /api to the API on port 3000. */
  API_URL: readApiUrl(),
  APP_NAME: 'Akwaaba',
} as const;
