// `npm run seed:demo`: adds the demo community (members of both kinds, a demo admin) to an empty database.
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemo } from '../apps/api/src/demo/demo-seed.ts';
import { parseEnv } from '../apps/api/src/env.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { createMailer } from '../apps/api/src/lib/mailer.ts';
import { createOutboxSms } from '../apps/api/src/lib/sms.ts';
import { createLocalStorage } from '../apps/api/src/lib/storage.ts';
import { createUsersRepository } from '../apps/api/src/modules/users/users.repository.ts';
import { createServices } from '../apps/api/src/services.ts';

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const logger = { info() {}, warn() {}, error() {}, debug() {} };
try {
  await database.migrate();
  const services = createServices({
    db: database.db,
    clock: systemClock,
    mailer: createMailer({ from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox', 'mail'), logger }),
    sms: createOutboxSms(path.join(env.DATA_DIR, 'outbox', 'sms'), logger),
    storage: createLocalStorage(path.join(env.DATA_DIR, 'uploads')),
    documents: createLocalStorage(path.join(env.DATA_DIR, 'documents')),
    publicUrl: env.PUBLIC_URL,
    logger,
  });
  await services.categoriesService.seed();
  if (await createUsersRepository(database.db).findByEmail('admin@akwaaba.demo')) {
    process.stdout.write('The demo content is already there.\n');
  } else {
    const admin = await seedDemo({ services, db: database.db });
    process.stdout.write(`Demo content added. Demo admin sign-in: ${admin.email} / ${admin.password}\n`);
  }
} finally {
  await database.close();
}
