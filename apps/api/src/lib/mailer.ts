import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { Logger } from './logger.ts';
import { writeFileAtomically } from './storage.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same words as `text`, laid out (lib/mail-templates.ts); sent as multipart/alternative. */
  html?: string;
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes pooled connections (on shutdown). */
  close?(): void;
}

/**
 * A refusal that no retry will change (an SMTP 5xx: no such mailbox, rejected as spam…). The outbox marks the
 * message dead at once and keeps `message`, the server's reason with any address in it masked.
 */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
  readonly permanent = true;
}

const MAX_REASON_LENGTH = 300;

/** The local part of each address in a text kept to its first letters: 'ama@example.com' → 'am***@example.com'. */
export function maskEmail(text: string): string {
  return text.replace(/([^\s<>@"',;:]+)@([\w.-]+\.\w+)/g, (_, local: string, domain: string) => {
    const kept = local.length > 3 ? 2 : 1;
    return `${local.slice(0, kept)}***@${domain}`;
  });
}

/**
 * Turns nodemailer's failure into a PermanentDeliveryError when the server refused this message for good: a 5xx
 * to its envelope or its content. A refused login (EAUTH 535) or a lost connection is the site's or the
 * network's fault, not the message's, and retries as usual.
 */
function classifySmtpFailure(error: unknown): unknown {
  const { code, responseCode, response } = (error ?? {}) as { code?: string; responseCode?: number; response?: string };
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return error;
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return error;
  const reason = maskEmail(
    String(response ?? responseCode)
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return new PermanentDeliveryError(reason.slice(0, MAX_REASON_LENGTH), { cause: error });
}

/**
 * Sends through SMTP_URL when it is set; otherwise writes each message as an .eml file
 * under DATA_DIR/outbox/mail so a developer (or a test) can read it.
 *
 * SMTP: smtps:// is TLS from the first byte, smtp:// upgrades with STARTTLS when the server offers it
 * (`?requireTLS=true` refuses to send otherwise); user and password come from the URL. A small pool of
 * connections is reused between messages.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    // Short timeouts: a hung server holds up only the outbox worker, which retries later. (The pool class is
    // named because createTransport({ url }) would keep the URL's options and drop these.)
    const transport = nodemailer.createTransport(
      new SMTPPool({
        url: options.smtpUrl,
        pool: true,
        maxConnections: 3,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return {
      async send(message) {
        try {
          await transport.sendMail({ from: options.from, ...message });
        } catch (error) {
          throw classifySmtpFailure(error);
        }
        options.logger.info({ subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      // Whole or not at all: a full disk fails the delivery (the outbox retries it) without a truncated .eml.
      await writeFileAtomically(file, info.message as Buffer);
      options.logger.info({ subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
