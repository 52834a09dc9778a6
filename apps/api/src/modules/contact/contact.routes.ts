import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages, contactRequest, messageResponse } from '@akwaaba/contracts';
import type { Mailer } from '../../lib/mailer.ts';
import { limitBy, type RateLimitRule } from '../../plugins/rate-limit.ts';

interface Options {
  mailer: Mailer;
  contactEmail: string;
  rateLimit: RateLimitRule;
}

/** The contact form: a message to the team's inbox, with the sender's address to reply to. */
export const contactRoutes: FastifyPluginAsyncZod<Options> = async (app, { mailer, contactEmail, rateLimit }) => {
  app.post(
    '/contact',
    {
      schema: { tags: ['contact'], body: contactRequest, response: { 200: messageResponse } },
      preHandler: limitBy(app, 'contact-ip', rateLimit),
    },
    async (request) => {
      const { name, email, subject, message } = request.body;
      await mailer.send({
        to: contactEmail,
        subject: `[Contact] ${subject} — ${name}`,
        text: `From: ${name} <${email}>\nSubject: ${subject}\n\n${message}\n`,
        replyTo: email,
      });
      return { message: contactMessages.sent };
    },
  );
};
