/**
 * Data saver (docs/rules/budgets.md): no pictures in lists, a page's picture only when tapped. Its own texts, zod-free.
 */
export const dataLiteMessages = {
  toggle: 'Data saver',
  hint: 'Hides pictures in lists; a page’s picture loads only when you tap it.',
  automaticHint: 'On because your browser asks to save data. Turn it off here if you like.',
  /** Profile Settings: the same switch, which belongs to the device rather than the account. */
  settingsHeading: 'Data',
  settingHint: 'Hides pictures in lists; a page’s picture loads only when you tap it. Kept on this phone or computer.',
  showImage: (kilobytes: number | null) => (kilobytes === null ? 'Show image' : `Show image (${kilobytes} KB)`),
} as const;

/**
 * Data saver's state on a device: a choice made here ('on', 'off'), else the browser's Save-Data wish ('auto-…').
 * The choice is a cookie, so the server renders a page as the device wants it (no list pictures to undo).
 */
export type DataSaverState = 'on' | 'off' | 'auto-on' | 'auto-off';
export const DATA_SAVER_COOKIE = 'data_saver';
/** Where the switch's form goes before the app runs or without it: the server keeps the choice and sends the page back. */
export const DATA_SAVER_PATH = '/data-saver';
/** A year: the choice belongs to the device until changed. */
export const DATA_SAVER_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The state from the cookie header's choice (when one was made) and the browser's wish. */
export function dataSaverState(cookieHeader: string | null | undefined, saveDataWish: boolean): DataSaverState {
  const choice = new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=(on|off)(?:;|$)`).exec(cookieHeader ?? '')?.[1];
  if (choice === 'on' || choice === 'off') return choice;
  return saveDataWish ? 'auto-on' : 'auto-off';
}

export const dataSaverOn = (state: DataSaverState) => state === 'on' || state === 'auto-on';
