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
