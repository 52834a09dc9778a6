import {
  CONTACT_CLOSED_RETENTION_MONTHS,
  contactInboxMessages,
  pageMeta,
  pageOffset,
  type ContactMessage,
  type ContactMessageStatus,
  type contactRequest,
  type ListResponse,
} from '@akwaaba/contracts';
import type { z } from 'zod';
import type { Executor, Transact } from '../../db/client.ts';
import type { Audit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { composeMail } from '../../lib/mail-templates.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import type { ContactMessageRow, ContactRepository } from './contact.repository.ts';

export type ContactCommand = z.output<typeof contactRequest>;

interface Deps {
  contactRepository: ContactRepository;
  outbox: OutboxService;
  transact: Transact;
  clock: Clock;
  /** The team's inbox that each message is also mailed to. */
  contactEmail: string;
  publicUrl: string;
  /** The admin audit trail: closing and reopening a message are admin actions. */
  audit: Audit;
}

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status as ContactMessageStatus,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

/** The contact form: each message is kept for the admin inbox and mailed to the team, both or neither. */
export function createContactService({
  contactRepository,
  outbox,
  transact,
  clock,
  contactEmail,
  publicUrl,
  audit,
}: Deps) {
  function found(row: ContactMessageRow | null): ContactMessage {
    if (!row) throw notFound(contactInboxMessages.notFound);
    return toContactMessage(row);
  }

  return {
    /** Stores the message (with the sender's account when signed in) and queues the team's mail in one transaction. */
    async send(command: ContactCommand, userId: number | null): Promise<void> {
      const { name, email, subject, message } = command;
      await transact(async (tx) => {
        await contactRepository.insert(tx, { userId, name, email, subject, message, createdAt: clock.now() });
        await outbox.mail(
          tx,
          composeMail(
            {
              to: contactEmail,
              subject: `[Contact] ${subject} — ${name}`,
              paragraphs: [`From: ${name} <${email}>\nSubject: ${subject}`, message],
              action: { label: 'Open the inbox', path: '/admin/messages' },
              footer: 'Sent by the contact form on Akwaaba. Reply to this email to answer the sender.',
              replyTo: email,
            },
            publicUrl,
          ),
        );
      });
    },

    async inbox(status: ContactMessageStatus, page: number, perPage: number): Promise<ListResponse<ContactMessage>> {
      const { rows, total } = await contactRepository.list(status, perPage, pageOffset(page, perPage));
      return { data: rows.map(toContactMessage), ...pageMeta(page, perPage, total, rows.length) };
    },

    /**
     * Idempotent: closing a closed message (or reopening an open one) answers it unchanged; a change writes its audit
     * entry in its transaction.
     */
    async setStatus(id: number, status: 'closed' | 'open', adminId: number): Promise<ContactMessage> {
      const changed = await transact(async (tx) => {
        const row =
          status === 'closed'
            ? await contactRepository.close(tx, id, adminId, clock.now())
            : await contactRepository.reopen(tx, id);
        if (row) {
          await audit(tx, {
            adminId,
            action: status === 'closed' ? 'contact.close' : 'contact.reopen',
            targetType: 'contact_message',
            targetId: id,
          });
        }
        return row;
      });
      return found(changed ?? (await contactRepository.findById(id)));
    },

    openCount: () => contactRepository.openCount(),

    /** Closed messages go once they have been closed for the retention period; answers how many went. */
    purgeClosed(): Promise<number> {
      const cutoff = new Date(clock.now());
      cutoff.setUTCMonth(cutoff.getUTCMonth() - CONTACT_CLOSED_RETENTION_MONTHS);
      return contactRepository.deleteClosedBefore(cutoff);
    },

    /** Download my data: the messages the member sent, signed in or from their address. */
    async exportFor({ id, email }: { id: number; email: string | null }) {
      return { data: { contact_messages: await contactRepository.exportOf(id, email) } };
    },

    /** Account deletion: the member's messages go, with the name, address and words they hold. */
    async onAccountDeleted(tx: Executor, member: { id: number; email: string | null }): Promise<undefined> {
      await contactRepository.deleteSentBy(tx, member.id, member.email);
      return undefined;
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
