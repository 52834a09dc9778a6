import { customType, varchar } from 'drizzle-orm/pg-core';

/**
 * A full-text search column (docs/rules/stack-and-layout.md): generated from the row's text, queried with
 * websearch_to_tsquery.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The columns hiding works on (db/hidden-items.ts), spread into each listing table: its `status`, one of `statuses` or 'hidden',
 * starting at `initial`, and, while hidden, the status to go back to and why.
 */
export function moderatedColumns<const Status extends string>(
  statuses: readonly [Status, ...Status[]],
  initial: Status,
) {
  return {
    status: varchar('status', { length: 20, enum: [...statuses, 'hidden'] })
      .notNull()
      .default(initial),
    /** While hidden by moderators (status 'hidden'): the status to go back to, and why it was hidden. */
    hiddenFromStatus: varchar('hidden_from_status', { length: 20 }),
    hiddenReason: varchar('hidden_reason', { length: 20, enum: ['moderation', 'suspension'] }),
  };
}

/** The same for a kind an admin approves (docs/rules/approval.md): pending first, and the reason it was turned down. */
export function approvalColumns() {
  const { status, ...hidden } = moderatedColumns(['pending', 'approved', 'rejected'], 'pending');
  return { status, rejectionReason: varchar('rejection_reason', { length: 500 }), ...hidden };
}
