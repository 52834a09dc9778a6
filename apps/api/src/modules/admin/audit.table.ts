import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** Every admin action, for the audit trail: who did what to which item, when, with the note they gave. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null once the admin's own account is deleted; the entry stays. */
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: integer('target_id'),
    note: varchar('note', { length: 1000 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('admin_audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
