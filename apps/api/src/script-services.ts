import path from 'node:path';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { systemClock } from './lib/clock.ts';
import { createMailer } from './lib/mailer.ts';
import { createOutboxSms } from './lib/sms.ts';
import { createLocalStorage } from './lib/storage.ts';
import { createServices, type Services } from './services.ts';

const silentLogger = { info() {}, warn() {}, error() {}, debug() {} };

/**
 * The command-line scripts' services: the same composition as the server's (services.ts), on the database the
 * environment names, migrated. Mail and SMS go to the data directory's outbox, as in development.
 */
export async function openScriptServices(env: Env): Promise<{ services: Services; database: DatabaseHandle }> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const services = createServices({
    db: database.db,
    clock: systemClock,
    mailer: createMailer({
      from: env.MAIL_FROM,
      outboxDir: path.join(env.DATA_DIR, 'outbox', 'mail'),
      logger: silentLogger,
    }),
    sms: createOutboxSms(path.join(env.DATA_DIR, 'outbox', 'sms'), silentLogger),
    storage: createLocalStorage(path.join(env.DATA_DIR, 'uploads')),
    documents: createLocalStorage(path.join(env.DATA_DIR, 'documents')),
    publicUrl: env.PUBLIC_URL,
    logger: silentLogger,
  });
  return { services, database };
}
