import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { ContactMessageStatus } from '@akwaaba/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { contactMessages } from './contact.table.ts';

export type NewContactMessage = Pick<
  typeof contactMessages.$inferInsert,
  'userId' | 'name' | 'email' | 'subject' | 'message' | 'createdAt'
>;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/**
 * The status as a literal, never a bound parameter: a generic plan for `status = $1` could be for any status,
 * while `status = 'open'` lets PostgreSQL read contact_messages_status_created_idx in order and stop at the page.
 */
const statusIs: Record<ContactMessageStatus, SQL> = {
  open: sql`${contactMessages.status} = 'open'`,
  closed: sql`${contactMessages.status} = 'closed'`,
};

/** The messages a member sent: signed in, or as a visitor from their address. */
function sentBy(userId: number, email: string | null): SQL {
  return email === null
    ? eq(contactMessages.userId, userId)
    : sql`(${contactMessages.userId} = ${userId} or lower(${contactMessages.email}) = ${email.toLowerCase()})`;
}

export function createContactRepository(db: Database) {
  async function findById(id: number): Promise<ContactMessageRow | null> {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row ?? null;
  }

  return {
    async insert(executor: Executor, values: NewContactMessage): Promise<ContactMessageRow> {
      const [row] = await executor.insert(contactMessages).values(values).returning();
      return row!;
    },

    /** One page of the inbox, newest first, with how many messages have that status. */
    async list(status: ContactMessageStatus, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(statusIs[status])
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(contactMessages).where(statusIs[status]),
      ]);
      return { rows, total: total!.value };
    },

    async openCount(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(contactMessages).where(statusIs.open);
      return row!.value;
    },

    /** Closes an open message: the row, or null when it was not open (a closed one keeps who closed it and when). */
    async close(executor: Executor, id: number, adminId: number, now: Date): Promise<ContactMessageRow | null> {
      const [closed] = await executor
        .update(contactMessages)
        .set({ status: 'closed', closedAt: now, closedBy: adminId })
        .where(and(eq(contactMessages.id, id), statusIs.open))
        .returning();
      return closed ?? null;
    },

    /** Opens a closed message again: the row, or null when it was not closed (open already, or none). */
    async reopen(executor: Executor, id: number): Promise<ContactMessageRow | null> {
      const [reopened] = await executor
        .update(contactMessages)
        .set({ status: 'open', closedAt: null, closedBy: null })
        .where(and(eq(contactMessages.id, id), statusIs.closed))
        .returning();
      return reopened ?? null;
    },

    findById,

    /** Deletes messages closed before `before` (the retention the privacy notice promises). */
    async deleteClosedBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(contactMessages)
        .where(and(statusIs.closed, lt(contactMessages.closedAt, before)))
        .returning({ id: contactMessages.id });
      return deleted.length;
    },

    /** Download my data: the contact messages the member sent. */
    async exportOf(userId: number, email: string | null) {
      return db
        .select({
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          message: contactMessages.message,
          status: contactMessages.status,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(sentBy(userId, email))
        .orderBy(contactMessages.id);
    },

    /** Account deletion: the member's messages go (name, address and text), signed in or not. */
    async deleteSentBy(executor: Executor, userId: number, email: string | null): Promise<void> {
      await executor.delete(contactMessages).where(sentBy(userId, email));
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
