import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages, contactRequest, messageResponse } from '@akwaaba/contracts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { AuthHooks } from '../../plugins/auth.ts';
import { clientAddress, limitBy, limitPerMember, type RateLimits } from '../../plugins/rate-limit.ts';

interface Options {
  /** Queues the message in the outbox: the sender never waits for, nor fails by, the mail server. */
  sendMail(message: MailMessage): Promise<void>;
  contactEmail: string;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/** The contact form: a message to the team's inbox, with the sender's address to reply to. */
export const contactRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { sendMail, contactEmail, hooks, rateLimits },
) => {
  app.post(
    '/contact',
    {
      schema: { tags: ['contact'], body: contactRequest, response: { 200: messageResponse } },
      // Per member when signed in (admins exempt), per address otherwise.
      preHandler: [
        hooks.optionalAuth,
        limitPerMember(app, 'contact-member', rateLimits.contactPerMember),
        limitBy(app, 'contact-ip', rateLimits.contactPerIp, (request) =>
          request.auth ? null : clientAddress(request),
        ),
      ],
    },
    async (request) => {
      const { name, email, subject, message } = request.body;
      await sendMail({
        to: contactEmail,
        subject: `[Contact] ${subject} — ${name}`,
        text: `From: ${name} <${email}>\nSubject: ${subject}\n\n${message}\n`,
        replyTo: email,
      });
      return { message: contactMessages.sent };
    },
  );
};
