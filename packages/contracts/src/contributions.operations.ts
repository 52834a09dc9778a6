import { operations } from './common/operations.ts';
import { itemResponse, itemWithMessage } from './common/pagination.ts';
import {
  contributionLedger,
  contributionSettingsInput,
  contributionsSummary,
  pledgeInput,
  PROOF_TYPES,
  receiptInput,
  receiptParams,
} from './contributions.ts';
import { eventIdParams } from './events.ts';

const summary = itemWithMessage(contributionsSummary);
const ledger = itemWithMessage(contributionLedger);

/**
 * A life event's contributions ledger (docs/decisions/033-contributions-ledger.md): members pledge from the event's
 * page; the organisers open it, choose what the page shows, record what they received and export it.
 */
export const contributionOps = operations('contributions', {
  /** What the page shows: the totals as the organisers chose, who pledged (to members), the caller's own pledge. */
  summary: {
    method: 'GET',
    path: '/events/:id/contributions',
    access: 'anyone-or-member',
    params: eventIdParams,
    responses: { 200: itemResponse(contributionsSummary) },
  },
  /** The organisers open the ledger, or change what the page shows of its totals. */
  settings: {
    method: 'PUT',
    path: '/events/:id/contributions',
    access: 'member',
    params: eventIdParams,
    body: contributionSettingsInput,
    responses: { 200: summary },
  },
  /** A member pledges, or changes their pledge while it is not received. */
  pledge: {
    method: 'PUT',
    path: '/events/:id/contributions/pledge',
    access: 'member',
    params: eventIdParams,
    body: pledgeInput,
    responses: { 200: summary },
  },
  withdrawPledge: {
    method: 'DELETE',
    path: '/events/:id/contributions/pledge',
    access: 'member',
    params: eventIdParams,
    responses: { 200: summary },
  },
  ledger: {
    method: 'GET',
    path: '/events/:id/contributions/ledger',
    access: 'member',
    params: eventIdParams,
    responses: { 200: itemResponse(contributionLedger) },
  },
  /** What the organisers received, with an optional proof of payment; against a pledge, it marks it received. */
  recordReceipt: {
    method: 'POST',
    path: '/events/:id/contributions/receipts',
    access: 'member',
    params: eventIdParams,
    consumes: ['application/json', 'multipart/form-data'],
    files: ['proof'],
    body: receiptInput,
    responses: { 201: ledger },
  },
  removeReceipt: {
    method: 'DELETE',
    path: '/events/:id/contributions/receipts/:receiptId',
    access: 'member',
    params: receiptParams,
    responses: { 200: ledger },
  },
  proof: {
    method: 'GET',
    path: '/events/:id/contributions/receipts/:receiptId/proof',
    access: 'member',
    params: receiptParams,
    responses: {},
    answers: { files: Object.values(PROOF_TYPES), description: 'The proof of payment as the organiser sent it.' },
  },
  csv: {
    method: 'GET',
    path: '/events/:id/contributions.csv',
    access: 'member',
    params: eventIdParams,
    responses: {},
    answers: { files: ['text/csv'], description: 'The ledger as a spreadsheet: every pledge and receipt, and totals.' },
  },
});
