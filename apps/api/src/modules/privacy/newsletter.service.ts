import type { Transact } from '../../db/client.ts';
import type { Audit } from '../../lib/audit.ts';
import { mergeField } from '../../lib/mail-merge.ts';
import { composeMail } from '../../lib/mail-templates.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import type { NewsletterRepository } from './newsletter.repository.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

interface Deps {
  newsletterRepository: NewsletterRepository;
  outbox: OutboxService;
  unsubscribeLinks: UnsubscribeLinks;
  transact: Transact;
  publicUrl: string;
  /** The admin audit trail: each newsletter sent is an entry, written in its transaction. */
  audit: Audit;
}

/** The community newsletter: marketing mail, only to members whose consent is current, each with its own unsubscribe link. */
export function createNewsletterService({
  newsletterRepository,
  outbox,
  unsubscribeLinks,
  transact,
  publicUrl,
  audit,
}: Deps) {
  return {
    audience: () => newsletterRepository.audienceSize(),

    /** Queues one mail per member of the audience in one transaction (one INSERT … SELECT); answers how many. */
    async send(adminId: number, newsletter: { subject: string; body: string }): Promise<number> {
      const to = mergeField('to');
      const name = mergeField('name');
      const token = mergeField('token');
      const template = composeMail(
        {
          to,
          subject: newsletter.subject,
          greeting: `Hello ${name},`,
          paragraphs: newsletter.body.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== ''),
          footer:
            'You received this email because you turned on marketing emails from Akwaaba. ' +
            'To stop them, use the link below or turn off Marketing emails in Profile Settings → Account.',
          unsubscribe: { pageUrl: unsubscribeLinks.pageUrl(token), oneClickUrl: unsubscribeLinks.oneClickUrl(token) },
        },
        publicUrl,
      );
      const payloads = newsletterRepository.payloads(template, { to, name, token }, (userId) =>
        unsubscribeLinks.tokenSql(userId, 'marketing'),
      );
      return transact(async (tx) => {
        const queued = await outbox.enqueueEach(tx, 'mail', payloads);
        await audit(tx, {
          adminId,
          action: 'newsletter.sent',
          targetType: 'newsletter',
          targetId: null,
          note: `${newsletter.subject} (${queued} queued)`,
        });
        return queued;
      });
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
