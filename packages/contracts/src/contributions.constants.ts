/**
 * Life events and their contributions ledger (docs/decisions/033-contributions-ledger.md): the kinds of occasion an
 * event can be, and the record of what members pledge and what the organisers received. Akwaaba records money; it
 * never holds or moves it.
 */

/** The occasions families and associations gather for; an event is one of them, or none. */
export const LIFE_EVENTS = [
  'funeral',
  'one_week',
  'memorial',
  'outdooring',
  'naming',
  'engagement',
  'wedding',
  'thanksgiving',
] as const;
export type LifeEvent = (typeof LIFE_EVENTS)[number];

export const lifeEventLabels = {
  funeral: 'Funeral',
  one_week: 'One-week observance',
  memorial: 'Memorial',
  outdooring: 'Outdooring',
  naming: 'Naming ceremony',
  engagement: 'Engagement',
  wedding: 'Wedding',
  thanksgiving: 'Thanksgiving service',
} as const satisfies Record<LifeEvent, string>;

/** How organisers write down what they received. */
export const PAYMENT_METHODS = ['cash', 'eft', 'mobile_money', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentMethodLabels = {
  cash: 'Cash',
  eft: 'Bank transfer (EFT)',
  mobile_money: 'Mobile money',
  other: 'Other',
} as const satisfies Record<PaymentMethod, string>;

/** What the event's page shows of the totals, as the organisers choose; they always see both. */
export const TOTALS_VISIBILITIES = ['both', 'pledged', 'received', 'none'] as const;
export type TotalsVisibility = (typeof TOTALS_VISIBILITIES)[number];

export const totalsVisibilityLabels = {
  both: 'Show pledged and received',
  pledged: 'Show pledged only',
  received: 'Show received only',
  none: 'Show no totals',
} as const satisfies Record<TotalsVisibility, string>;

/** A pledge is made, then received once the organisers record the money against it. */
export const PLEDGE_STATUSES = ['pledged', 'received'] as const;
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number];

/** One pledge or receipt at most R1 000 000: far above any family contribution, a typo guard, inside bigint cents. */
export const CONTRIBUTION_MAX_RAND = 1_000_000;

/** A proof of payment: a photo of a slip or a bank's PDF, at most 5 MB, recognised by its content. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

export const PROOF_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const;
export type ProofType = keyof typeof PROOF_TYPES;

/** What the file input offers; the server still judges the bytes, never the name or the declared type. */
export const PROOF_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';

export const RECEIPT_NOTE_MAX = 300;

export const RECEIPT_FROM_MAX = 100;

/** The names of supporters the page lists (the newest first); the count says how many more. */
export const SUPPORTERS_SHOWN = 30;

export const contributionMessages = {
  // The form's messages
  amountRequired: 'Enter an amount in rand',
  amountInvalid: 'Enter an amount in rand, like 250 or 250.50',
  amountPositive: 'The amount must be more than R0',
  amountDecimals: 'An amount may have at most two decimals (cents)',
  amountTooLarge: 'The amount may be at most R1 000 000',
  receivedOnRequired: 'Enter the date the money was received',
  receivedOnInvalid: 'Enter the date the money was received as a valid date',
  receivedOnFuture: 'The date received cannot be in the future',
  methodInvalid: 'Choose how the money was received',
  visibilityInvalid: 'Choose what the page shows of the totals',
  proofInvalid: 'The proof of payment must be a JPEG, PNG or WebP picture, or a PDF.',
  proofTooLarge: 'The proof of payment may not be larger than 5 MB.',
  pledgeUnknown: 'That pledge is not in this ledger.',
  // Refusals
  notOpen: 'Contributions are not open for this event.',
  onlyLifeEvents: 'Contributions can be opened on life events: choose the occasion in the event’s form first.',
  pledgeReceived: 'Your pledge was already received, so it can no longer be changed or withdrawn.',
  pledgeAlreadyReceived: 'That pledge was already marked as received.',
  receiptNotFound: 'That receipt was not found.',
  proofNotFound: 'That receipt has no proof of payment.',
  // Successes
  opened: 'Contributions are open: members can pledge from the event’s page.',
  settingsSaved: 'Your choice of totals was saved.',
  pledged: 'Thank you: your pledge was recorded.',
  pledgeChanged: 'Your pledge was changed.',
  pledgeWithdrawn: 'Your pledge was withdrawn.',
  receiptRecorded: 'The receipt was recorded.',
  receiptRemoved: 'The receipt was removed.',
  // Screens
  heading: 'Contributions',
  notice: 'Akwaaba records contributions; it never holds or moves money. Pay the family or organisers directly.',
  notOpenYet: 'Contributions are not open for this event.',
  openHint: 'Open a contributions ledger so members can pledge, and keep a record of what you receive.',
  openLedger: 'Open contributions',
  onlyLifeEventsHint:
    'Choose the occasion (a funeral, outdooring, wedding…) in the event’s form to open contributions.',
  pledgedTotal: 'Pledged',
  receivedTotal: 'Received',
  totalsHidden: 'The organisers keep the totals private.',
  supportersHeading: 'Pledged by',
  anonymousSupporters: (count: number) => (count === 1 ? '1 member anonymously' : `${count} members anonymously`),
  noPledges: 'No pledges yet.',
  noReceipts: 'No receipts recorded yet.',
  signInToPledge: 'Sign in to pledge',
  pledgeHeading: 'Pledge a contribution',
  yourPledge: (amount: string) => `You pledged ${amount}.`,
  yourPledgeReceived: (amount: string) => `Your pledge of ${amount} was received. Thank you.`,
  amountLabel: 'Amount (R)',
  anonymousLabel: 'Pledge anonymously (only the organisers see my name)',
  anonymousTag: 'anonymous',
  pledgeAction: 'Pledge',
  changePledge: 'Change pledge',
  withdrawPledge: 'Withdraw pledge',
  withdrawConfirm: 'Withdraw your pledge?',
  manageHeading: 'Manage contributions',
  visibilityLabel: 'What the page shows',
  saveVisibility: 'Save choice',
  pledgesHeading: 'Pledges',
  receiptsHeading: 'Receipts',
  markReceived: 'Mark received',
  recordReceipt: 'Record a receipt',
  receiptAmountLabel: 'Amount received (R)',
  receivedOnLabel: 'Date received',
  methodLabel: 'Method',
  noteLabel: 'Note (optional)',
  fromLabel: 'Received from (optional)',
  pledgeLabel: 'Against a pledge (optional)',
  noPledgeOption: 'Not against a pledge',
  proofLabel: 'Proof of payment (optional: JPEG, PNG, WebP or PDF, up to 5 MB; only organisers see it)',
  proofLink: 'Proof',
  removeReceipt: 'Remove',
  removeReceiptConfirm: 'Remove this receipt? A pledge it received goes back to pledged.',
  exportCsv: 'Export CSV',
  statusLabels: { pledged: 'Pledged', received: 'Received' },
  formerMember: 'A former member',
  // Failures
  loadFailed: 'Failed to load contributions.',
  pledgeFailed: 'Failed to save your pledge. Please try again.',
  withdrawFailed: 'Failed to withdraw your pledge. Please try again.',
  saveFailed: 'Failed to save. Please try again.',
  receiptFailed: 'Failed to record the receipt. Please try again.',
  exportFailed: 'Failed to export the ledger.',
} as const satisfies Record<string, unknown>;

// Read and written here, not beside the schemas: the pledge form reads amounts with the page, and the schemas chunk
// loads only with a page's forms (apps/web/vite.config.ts).
const MAX_CENTS = CONTRIBUTION_MAX_RAND * 100;

/**
 * An amount in rand as typed ('250', '250.5', '1 250.00') or sent as a JSON number, read into integer cents without
 * floating point: more than zero, at most two decimals, at most CONTRIBUTION_MAX_RAND. Null when it is not one, with
 * the message that says why.
 */
export function randToCents(value: unknown): { cents: number } | { problem: string } {
  if (value === undefined || value === null || value === '') return { problem: contributionMessages.amountRequired };
  if (typeof value !== 'string' && typeof value !== 'number') return { problem: contributionMessages.amountInvalid };
  const text = String(value)
    .trim()
    .replace(/^R\s*/i, '')
    .replace(/[\s\u00a0]/g, '');
  if (text === '') return { problem: contributionMessages.amountRequired };
  const match = /^(-)?(\d{1,12})(?:[.,](\d+))?$/.exec(text);
  if (!match) return { problem: contributionMessages.amountInvalid };
  const [, minus, whole = '0', fraction = ''] = match;
  if (fraction.length > 2) return { problem: contributionMessages.amountDecimals };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minus || cents === 0) return { problem: contributionMessages.amountPositive };
  if (cents > MAX_CENTS) return { problem: contributionMessages.amountTooLarge };
  return { cents };
}

/** Integer cents as the API answers money: a decimal string ('1250.00'). */
export function centsToRand(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
