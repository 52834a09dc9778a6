// `npm run admin -- promote EMAIL`: makes an existing member an admin (on DATABASE_URL or the embedded DATA_DIR).
import { openDatabase } from '../apps/api/src/db/client.ts';
import { parseEnv } from '../apps/api/src/env.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { createAdminService } from '../apps/api/src/modules/admin/admin.service.ts';
import { createContactRepository } from '../apps/api/src/modules/contact/contact.repository.ts';
import { createReportsRepository } from '../apps/api/src/modules/moderation/reports.repository.ts';
import { createUsersRepository } from '../apps/api/src/modules/users/users.repository.ts';

const [command, email] = process.argv.slice(2);
if (command !== 'promote' || !email) {
  process.stderr.write('Usage: npm run admin -- promote EMAIL\n');
  process.exit(2);
}

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const adminService = createAdminService({
    usersRepository: createUsersRepository(database.db),
    clock: systemClock,
    openContactMessages: createContactRepository(database.db).openCount,
    openReports: createReportsRepository(database.db).openCount,
  });
  if (await adminService.promote(email)) {
    process.stdout.write(`${email} is now an admin.\n`);
  } else {
    process.stderr.write(`No member has the email ${email}. They must register first.\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
