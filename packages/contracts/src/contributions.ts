import { z } from 'zod';
import { isCalendarDate } from './common/dates.ts';
import { emptyToNull, formBoolean, optionalText, typedPreprocess } from './common/form-values.ts';
import { MAX_ID } from './common/ids.ts';
import { singleLineText } from './common/text.ts';
import {
  contributionMessages,
  PAYMENT_METHODS,
  PLEDGE_STATUSES,
  randToCents,
  RECEIPT_FROM_MAX,
  RECEIPT_NOTE_MAX,
  TOTALS_VISIBILITIES,
} from './contributions.constants.ts';
export * from './contributions.constants.ts';

/** An amount field of the forms: its output is integer cents. */
export const randAmount = z
  .union([z.string(), z.number()], { error: contributionMessages.amountRequired })
  .transform((value, ctx) => {
    const read = randToCents(value);
    if ('problem' in read) {
      ctx.addIssue({ code: 'custom', message: read.problem });
      return z.NEVER;
    }
    return read.cents;
  });

export const contributionSettingsInput = z.object({
  totals_visibility: z.enum(TOTALS_VISIBILITIES, { error: contributionMessages.visibilityInvalid }).default('both'),
});
export type ContributionSettingsInput = z.input<typeof contributionSettingsInput>;

/** A member's pledge: sending again changes it, while it is not received. */
export const pledgeInput = z.object({
  amount: randAmount,
  anonymous: formBoolean.optional().default(false),
});
export type PledgeInput = z.input<typeof pledgeInput>;

/** What an organiser received, JSON or a multipart form with a proof file (`proof`). */
export const receiptInput = z.object({
  amount: randAmount,
  received_on: z
    .string({ error: contributionMessages.receivedOnRequired })
    .trim()
    .min(1, contributionMessages.receivedOnRequired)
    .refine(isCalendarDate, contributionMessages.receivedOnInvalid),
  method: z.enum(PAYMENT_METHODS, { error: contributionMessages.methodInvalid }),
  note: optionalText(singleLineText(RECEIPT_NOTE_MAX, { label: 'Note' })).default(null),
  from_name: optionalText(singleLineText(RECEIPT_FROM_MAX, { label: 'Received from' })).default(null),
  /** The pledge it receives, which is then marked received. */
  pledge_id: typedPreprocess(
    emptyToNull,
    z.coerce
      .number<number>({ error: contributionMessages.pledgeUnknown })
      .int(contributionMessages.pledgeUnknown)
      .positive(contributionMessages.pledgeUnknown)
      .max(MAX_ID, contributionMessages.pledgeUnknown)
      .nullable(),
  )
    .optional()
    .default(null),
});
export type ReceiptInput = z.input<typeof receiptInput>;
export type ReceiptCommand = z.output<typeof receiptInput>;

export const receiptParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  receiptId: z.coerce.number().int().positive().max(MAX_ID),
});

const money = z.string();

/** The caller's own pledge. */
export const myPledge = z.object({
  amount: money,
  anonymous: z.boolean(),
  status: z.enum(PLEDGE_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MyPledge = z.infer<typeof myPledge>;

/** What the event's page shows of its contributions; the totals as the organisers chose (organisers see both). */
export const contributionsSummary = z.object({
  open: z.boolean(),
  totals_visibility: z.enum(TOTALS_VISIBILITIES).nullable(),
  pledged_total: money.nullable(),
  received_total: money.nullable(),
  /** Members who pledged, with the total. */
  pledges_count: z.number().int().nullable(),
  /** Signed-in members see who pledged by name (the newest SUPPORTERS_SHOWN); anonymous pledges are only counted. */
  supporters: z.array(z.string()),
  anonymous_supporters: z.number().int(),
  my_pledge: myPledge.nullable(),
  /** The caller keeps this ledger (the event's organisers). */
  can_manage: z.boolean(),
  /** Whether the event is a life event, on which contributions can be opened. */
  can_open: z.boolean(),
});
export type ContributionsSummary = z.infer<typeof contributionsSummary>;

export const ledgerPledge = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  amount: money,
  anonymous: z.boolean(),
  status: z.enum(PLEDGE_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LedgerPledge = z.infer<typeof ledgerPledge>;

export const ledgerReceipt = z.object({
  id: z.number().int(),
  pledge_id: z.number().int().nullable(),
  /** Who gave it: the pledging member, or the name the organiser wrote. */
  from: z.string().nullable(),
  amount: money,
  received_on: z.string(),
  method: z.enum(PAYMENT_METHODS),
  note: z.string().nullable(),
  has_proof: z.boolean(),
  /** The proof's file name for a download ('akwaaba-proof-12-3.pdf'), or null without one. */
  proof_name: z.string().nullable(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerReceipt = z.infer<typeof ledgerReceipt>;

/** The organisers' view: every pledge with its member's name, every receipt, and both totals. */
export const contributionLedger = z.object({
  totals_visibility: z.enum(TOTALS_VISIBILITIES),
  pledged_total: money,
  received_total: money,
  pledges_count: z.number().int(),
  receipts_count: z.number().int(),
  pledges: z.array(ledgerPledge),
  receipts: z.array(ledgerReceipt),
});
export type ContributionLedger = z.infer<typeof contributionLedger>;
