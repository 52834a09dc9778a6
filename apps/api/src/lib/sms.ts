import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from './logger.ts';

export interface SmsSender {
  send(to: string, body: string): Promise<void>;
}

/** Writes {to, body, sent_at} JSON files under DATA_DIR/outbox/sms: the default, for development and tests. */
export function createOutboxSms(outboxDir: string, logger: Logger): SmsSender {
  return {
    async send(to, body) {
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${randomUUID()}.json`);
      await fs.writeFile(file, JSON.stringify({ to, body, sent_at: new Date().toISOString() }));
      logger.info({ file }, 'sms written to outbox');
    },
  };
}

/** BulkSMS (a South African gateway) over its JSON REST API. */
export function createBulkSms(options: { url: string; username: string; password: string; logger: Logger }): SmsSender {
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  return {
    async send(to, body) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ to, body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      options.logger.info('sms sent');
    },
  };
}
